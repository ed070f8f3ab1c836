"""GIFT as Moodle's own exporter (``question/format/gift``) writes it, read as Moodle's importer reads it."""

from __future__ import annotations

import pytest

from bank.errors import BankFileError
from bank.model import QuestionType
from bank.parsing.formats import BankFormat, parse_bank_text


def _questions(text: str) -> list:
    return parse_bank_text(text, BankFormat.GIFT, bank_id="bk0123456789", title="t").bank.questions


def test_an_escaped_backslash_is_one_backslash_as_moodle_reads_it() -> None:
    """Moodle's exporter writes ``\\`` for a backslash (and its importer reads it back as one) before it
    escapes anything else: ``\\n`` is a backslash and an n, not a backslash and a line break, and
    ``\\d`` of a regular expression is ``\\d``, not two backslashes."""
    text = (
        "::regex::In a Python regular expression, what does \\\\d match?{\n"
        "\t=a digit\n\t~a letter\n}\n\n"
        '::newline::What does printf("\\\\n") print?{\n'
        "\t=%100%a line break#\n}\n\n"
        "::path::A Windows share is written \\\\\\\\host\\\\share\\: true?{TRUE}\n"
    )
    regex, newline, path = _questions(text)
    assert regex.stem == "In a Python regular expression, what does \\d match?"
    assert (regex.type, regex.key) == (QuestionType.SINGLE, "A")
    assert newline.stem == 'What does printf("\\n") print?'
    assert path.stem == "A Windows share is written \\\\host\\share: true?"


# what Moodle 4 exports for questions written in its editor: the text format [html] once, before the
# question text, and every answer and feedback in that format too (repchar escapes "=", ":", "#")
EXPORTED = """// question: 12  name: smallest
::smallest::[html]<p dir\\="ltr">Which is the <strong>smallest</strong> deployable unit?</p>{
\t~<p>Container</p>#<p>Containers run <em>inside</em> pods.</p>
\t=<p>Pod</p>
\t####<p>A pod is what the scheduler places.</p>
}

// question: 13  name: flag
::flag::[html]<p>The kubectl flag {
\t=-n
\t=--namespace#<p>Right</p>
} selects the namespace.</p>

// question: 14  name: etcd
::etcd::[html]<p>Cluster state is kept in etcd.</p>{TRUE#<p>It <b>is</b>.</p>#<p>Yes&nbsp;it is.</p>}
"""


def test_html_texts_of_a_moodle_export_are_read_as_markdown() -> None:
    """Moodle names the question text's format once (``[html]``) and its importer reads the answers and
    feedback in it: the candidate sees the text, not its tags; short answers stay as written."""
    smallest, flag, etcd = _questions(EXPORTED)
    assert smallest.stem == "Which is the **smallest** deployable unit?"
    assert (smallest.options, smallest.key) == ({"A": "Container", "B": "Pod"}, "B")
    assert smallest.explanation == "A pod is what the scheduler places."
    assert flag.stem == "The kubectl flag _____ selects the namespace."
    assert (flag.key, flag.accepted, flag.explanation) == ("-n", ["--namespace"], "Right")
    assert (etcd.stem, etcd.key, etcd.explanation) == ("Cluster state is kept in etcd.", "true", "Yes it is.")


def test_an_image_in_an_html_text_is_refused_with_its_line_and_nothing_is_built() -> None:
    """An image Moodle keeps in its files (``@@PLUGINFILE@@``), which GIFT never carries, is refused as
    in a Moodle XML file rather than served as a stem or an option with a hole in it."""
    text = EXPORTED + (
        '\n::diagram::[html]<p>Which pod is shown? <img src\\="@@PLUGINFILE@@/pods.png" alt\\="pods"></p>{\n'
        "\t=<p>web</p>\n\t~<p>db</p>\n}\n\n"
        "::option::[html]<p>Which logo is Kubernetes'?</p>{\n"
        '\t=<p><img src\\="@@PLUGINFILE@@/k8s.png"></p>\n\t~<p>none</p>\n}\n'
    )
    with pytest.raises(BankFileError) as caught:
        _questions(text)
    found = [(p.line, p.field, p.message) for p in caught.value.problems]
    assert found == [
        (17, "stem", "<img @@PLUGINFILE@@/pods.png> is not carried (text only)"),
        (22, "options", "<img @@PLUGINFILE@@/k8s.png> is not carried (text only)"),
    ]


def test_the_idnumber_and_tags_moodle_writes_in_a_comment_are_the_id_and_topics() -> None:
    """Moodle's exporter names every question "Question 1"-style and writes its idnumber and tags in a
    comment line before it, where its importer reads them back; they were dropped with the comment."""
    text = (
        "// question: 0  name: Switch category to $course$/top/Kubernetes\n"
        "$CATEGORY: $course$/top/Kubernetes\n\n"
        "// question: 12  name: Question 1\n"
        "// [id:pod-smallest] [tag:Workloads] [tag:CI/CD]\n"
        "::Question 1::Which is the smallest deployable unit?{=Pod ~Node}\n\n"
        "// [id:pod-smallest]\n"  # a comment alone in its block belongs to no question
        "\n"
        "// question: 13  name: Question 1\n"
        "::Question 1::Which object runs a pod on every node?{=DaemonSet ~Job}\n"
    )
    smallest, daemonset = _questions(text)
    assert smallest.id == "pod-smallest"
    assert smallest.topics == ["kubernetes", "workloads", "ci/cd"]
    assert daemonset.topics == ["kubernetes"] and daemonset.id != "pod-smallest"
    with pytest.raises(BankFileError) as caught:  # an idnumber is the author's own: never made unique
        _questions(text.replace("// question: 13", "// [id:pod-smallest]\n// question: 13"))
    assert [p.message for p in caught.value.problems] == [
        "duplicate question id 'pod-smallest' (first on line 6)"
    ]


def test_a_text_without_a_format_is_moodle_auto_format_as_moodle_reads_it() -> None:
    """Moodle's importer reads a GIFT text with no marker, or ``[moodle]``, as Moodle auto-format, which
    shows HTML as HTML and each line break as one; its answers and feedback take the question's format.
    ``[plain]`` is shown as written, HTML and all; ``[markdown]`` is Markdown, as a bank stem is."""
    text = (
        "::bold::Which is the <b>smallest</b> deployable unit?{\n"
        "\t=<i>Pod</i>#A pod is what the scheduler places &amp; runs.\n\t~Container\n}\n\n"
        "::lines::[moodle]Which object\\nruns <code>containers</code>?{=Pod ~Node}\n\n"
        "::plain::[plain]Is <b> an HTML tag?{T}\n\n"
        "::markdown::[markdown]Is a **pod** the smallest unit?{T}\n"
    )
    bold, lines, plain, markdown = _questions(text)
    assert bold.stem == "Which is the **smallest** deployable unit?"
    assert bold.options == {"A": "*Pod*", "B": "Container"}
    assert bold.explanation == "A pod is what the scheduler places & runs."
    assert lines.stem == "Which object\nruns `containers`?"
    assert plain.stem == "Is <b> an HTML tag?"
    assert markdown.stem == "Is a **pod** the smallest unit?"
