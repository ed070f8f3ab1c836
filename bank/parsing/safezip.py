"""A zip upload (a QTI content package) opened with bounds: no zip bomb, no path out of the package.

Every member's name is checked before anything is read (no absolute path, no ``..``, no drive or
backslash), the number of members is bounded, and each member is read through a cap on its real
uncompressed size (the sizes a zip declares are not believed) and on the whole package's; a member
that expands more than :data:`MAX_RATIO` times is a bomb. A refusal is a :class:`BankFileError`.
"""

from __future__ import annotations

import io
import posixpath
import zipfile
import zlib
from urllib.parse import unquote

from bank.errors import BankFileError, Problem

MAX_MEMBERS = 10_000  # 5,000 items, their manifest entries and a few shared files, twice over
MAX_MEMBER_BYTES = 4 * 1024 * 1024  # one item file
MAX_TOTAL_BYTES = 64 * 1024 * 1024  # the whole package, uncompressed
MAX_RATIO = 200  # text compresses 5-20 times; a bomb thousands


def _refuse(file: str, message: str) -> BankFileError:
    return BankFileError([Problem(file, None, message)])


class Package:
    """The members of a zip, read on demand within the bounds."""

    def __init__(self, body: bytes, file: str):
        self.file = file
        self.read_bytes = 0
        try:
            self.zip = zipfile.ZipFile(io.BytesIO(body))
            infos = self.zip.infolist()
        except (zipfile.BadZipFile, ValueError, EOFError, NotImplementedError) as error:  # a version past 6.3
            raise _refuse(file, f"not a zip file: {error}") from error
        if len(infos) > MAX_MEMBERS:
            raise _refuse(file, f"{len(infos)} files in the package: at most {MAX_MEMBERS}")
        self.names: dict[str, zipfile.ZipInfo] = {}
        for info in infos:
            name = safe_name(info.filename, file)
            if not info.is_dir():
                self.names[name] = info

    def read(self, name: str) -> bytes:
        info = self.names.get(name)
        if info is None:
            raise _refuse(self.file, f"{name}: named by the manifest but not in the package")
        if info.flag_bits & 0x1:
            raise _refuse(self.file, f"{name}: encrypted members are not read")
        cap = min(MAX_MEMBER_BYTES, MAX_TOTAL_BYTES - self.read_bytes)
        try:
            with self.zip.open(info) as member:
                data = member.read(cap + 1)
        # a damaged package fails inside zipfile in ways of its own: an offset before the start of the
        # file (ValueError: negative seek), compressed data no inflater reads (zlib.error), a bad CRC
        except (zipfile.BadZipFile, NotImplementedError, OSError, EOFError, ValueError, zlib.error) as error:
            raise _refuse(self.file, f"{name}: cannot be read: {error}") from error
        if len(data) > cap:
            limit = "the package's" if cap < MAX_MEMBER_BYTES else "a file's"
            raise _refuse(self.file, f"{name}: over {limit} size limit when uncompressed")
        if info.compress_size and len(data) > MAX_RATIO * max(info.compress_size, 1024):
            raise _refuse(self.file, f"{name}: expands more than {MAX_RATIO} times (a zip bomb?)")
        self.read_bytes += len(data)
        return data


def safe_name(name: str, file: str) -> str:
    """``name`` as a relative path inside the package, or a refusal."""
    if "\\" in name or "\x00" in name or name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        raise _refuse(file, f"{name!r}: a path outside the package")
    normal = posixpath.normpath(name)
    if normal == ".." or normal.startswith("../") or normal.startswith("/"):
        raise _refuse(file, f"{name!r}: a path outside the package")
    return normal


def joined(base: str, href: str, file: str) -> str:
    """``href`` (from the manifest, relative to ``base``'s folder) as a name inside the package. An href
    is a URI (IMS CP's xs:anyURI): ``Port%20question.xml`` names the member ``Port question.xml``; it
    is decoded before the name is checked, so an encoded ``..`` is refused as a plain one is."""
    return safe_name(posixpath.join(posixpath.dirname(base), unquote(href)), file)
