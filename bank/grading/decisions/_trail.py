"""An answer that thinks aloud and then commits: "emm shift scale gate…每个子层三个，两个子层…嗯 D",
"emm to(dtype=float16) 再存整个 model……load 的时候不会回 FP32 吧……嗯 A", "…就第一个吧".

The trail (stretches parted by ellipses: musings, questions to oneself) names options, figures and code
that are not chosen; the answer is the commitment that closes it, after the last ellipsis and a committing
word ("嗯", "那就", "就", "所以"). Read whole, blind batch 88 read the trail's option (B above: a reading
not meant), glued the trail's words into the fill ("emm a 按行…嗯 P('x'), P(None, 'y')"), or nothing.
The commitment is graded by the whole reader on it alone and read to confirm.

Asked again (no reading): a trail opened by thinking aloud ("emm", "让我想想") that stops on an ellipsis
or on the committing word alone ("…嗯", "…再乘 96×96×128……"); a commitment asked or left open ("嗯…B 吧？",
"嗯 B 吗"); one that points back into the trail or adds to it ("嗯 还是原来那个", "嗯 还有 E", "嗯 剩下两个":
what it means is in the trail, not read here); on a multiple choice, one that leaves out an option the
trail read alone affirms ("A 对的…C 也对…嗯 D": D alone or A, C and D?).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bank.grading.results._types import Grade, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

# a pause of thought: an ellipsis as typed ("…", "……", "...", "。。。")
_PAUSE = re.compile(r"\s*(?:…+|\.{3,}|。{3,}|·{3,})\s*")
# thinking aloud opens the answer ("emm", "嗯…", "让我想想")
_MUSING = re.compile(
    rf"^\s*(?:(?:e+m+|h+m+|u+m+)(?![A-Za-z])|[嗯呃额唔]+|{alternation(lexicon.TRAIL_OPENERS)})", re.I
)
# the committing word that opens the last stretch, after a filler maybe ("嗯 D", "嗯，那就 D", "就第一个吧"),
# not the start of a word ("那个 logQ 的", "选项 B")
_COMMITS = re.compile(
    rf"^(?:(?:[嗯呃额唔]+|e+m+)\s*[,，、]?\s*)?(?:(?:{alternation(lexicon.TRAIL_COMMITS)})(?![A-Za-z个些样种里边项条])\s*[,，:：]?\s*)?",
    re.I,
)
_FILLER_ONLY = re.compile(r"^(?:[嗯呃额唔]+|e+m+)$", re.I)
_ASKED = re.compile(rf"[?？]|(?:{alternation(lexicon.ASKING_PARTICLES)})[\s。.!！~～]*$")
# "也" of "still" ("那也还是 48"), not of "too": the commitment stands alone
_STILL = re.compile(r"也(?=还是|就是)")
_NOTHING = re.compile(r"[\W_]*")


def trail_commitment(text: str) -> str | None:
    """The commitment closing a trail of thought (``text`` without the trail and the committing word), ""
    when the trail stops short of one or the commitment cannot be read alone (asked again), None when
    ``text`` is no such trail."""
    stretches = _PAUSE.split(text.strip())
    if len(stretches) < 2:
        return None
    musing = _MUSING.match(text) is not None
    last = stretches[-1].strip()
    if not last:  # "emm …再乘 96×96×128……": stopped on a pause
        thought = [s for s in map(_unled, stretches[:-1]) if s and not _FILLER_ONLY.fullmatch(s)]
        return "" if musing and thought else None  # "嗯……" alone is left to the reader
    lead = _COMMITS.match(last).group()  # type: ignore[union-attr]  # matches empty
    said = last[len(lead) :].strip()
    paused = len(stretches) > 2 and _COMMITS.fullmatch(stretches[-2].strip())  # "…嗯…D": the word, a pause
    if not lead.strip() and not (paused and stretches[-2].strip()):
        return None  # "emm…不对，我记得 MPT 是线性的，选 C": no committing word, the reader reads it
    trail = " ".join(stretches[:-2] if paused and not lead.strip() else stretches[:-1])
    if not musing and not _thought(trail):
        return None  # "A…嗯 B": a bare answer before, no trail of thought
    if _NOTHING.fullmatch(said):
        return ""  # "…嗯", "…那就": no commitment
    if _ASKED.search(said) or lexicon.has(_STILL.sub("", said), lexicon.TRAIL_BACK_REFERENCES):
        return ""  # "嗯…B 吧？", "嗯 剩下两个", "嗯 还有 E": asked, or meant of the trail
    return said


def _unled(stretch: str) -> str:
    """A stretch without the filler or committing word opening it."""
    return _COMMITS.sub("", stretch.strip()).strip()


def _thought(trail: str) -> bool:
    """Whether the stretches before the commitment think in words (Chinese, or English words), not a bare
    answer ("A", "B 吧") said before it."""
    words = re.sub(r"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])", "", trail)
    return bool(re.search(r"[\u4e00-\u9fff]{2}|[A-Za-z]{3}", words))


def graded_by_trail(
    question: Question,
    text: str,
    regrade: Callable[[str], Grade],
    unread: Callable[[], Grade],
    code_alone: Callable[[str], bool],
) -> Grade | None:
    """An answer thinking aloud, graded by the commitment that closes it (``regrade``, the whole reader on
    it alone) and read to confirm; ``unread()`` (asked again) when it stops short of a commitment or the
    commitment is not read alone; None when it is no trail of thought."""
    if question.type.is_open:
        return None
    said = trail_commitment(text)
    if said is None:
        return None
    if not said or (question.type is QuestionType.CODE and not code_alone(said)):
        return unread()  # "…嗯 包 _inner": words, no fill said
    graded = regrade(said)
    if graded.verdict is Verdict.INVALID:
        return graded
    if question.type is QuestionType.MULTI and _left_out(text, said, graded, regrade):
        return unread()
    return graded.model_copy(update={"needs_confirmation": True})


def _left_out(text: str, said: str, graded: Grade, regrade: Callable[[str], Grade]) -> bool:
    """Whether the trail, read alone, affirms an option the commitment leaves out ("A 对的…C 也对…嗯 D")."""
    stretches = _PAUSE.split(text.strip())[:-1]
    trail = "，".join(_FILLER_ONLY.sub("", s.strip()) for s in stretches if s.strip())
    if not trail.strip(" ，"):
        return False
    before = regrade(trail)
    if before.verdict is Verdict.INVALID:
        return False
    return not set(before.understood.choices or []) <= set(graded.understood.choices or [])
