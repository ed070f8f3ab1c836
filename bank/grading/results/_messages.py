"""Rationale texts in the candidate's language (Chinese by default, English on request). A rationale is
read by the candidate and, in the transcript, by the recruiter: what it says of the answer is in the third
person ("所选为 A", "A was chosen"), never "你选了"; only the requests to answer again speak to the
candidate, and those are never recorded as a grade."""

from __future__ import annotations

from bank.grading.results._types import Language

_MESSAGES: dict[str, tuple[str, str]] = {
    # invalid answers: what is expected instead
    "empty": ("没有收到答案，请直接回复你的答案。", "No answer received: please reply with your answer."),
    "command": (
        "“{command}” 是机器人命令，不是答案；请回复你的答案。",
        "“{command}” is a bot command, not an answer: please reply with your answer.",
    ),
    "emoji": (
        "只收到了表情或符号；请用文字回复答案。",
        "Only emoji or symbols received: please answer in words.",
    ),
    "too_long": (
        "答案过长（{length} 字，上限 {limit} 字）；请精简后再回复。",
        "The answer is too long ({length} characters, limit {limit}): please shorten it.",
    ),
    "unread_script": (
        "答案里有日文或韩文的词读不懂；请用中文或英文再回复一次答案。",
        "Some Japanese or Korean in the answer cannot be read: please answer in Chinese or English.",
    ),
    "no_choice": ("没有找到明确选择的选项。", "No option was clearly chosen."),
    "table_unread": (
        "表格里的标记看不出选了哪几项（有的格空着、两列都打了勾、标了“?”，或表头的条件与题目问法不一致）；"
        "请直接写出答案。",
        "The table's marks do not say which options are chosen (a cell left empty or marked in both "
        'columns, a "?", or a head whose condition may be the question\'s opposite): please write it out.',
    ),
    "unread_addition": (
        "答案补充的“{item}”不是本题的任何选项，无法确定所选的选项。",
        "The answer adds “{item}”, which is none of the options: the choice is unclear.",
    ),
    "struck": (
        "答案带有删除线或否定的符号（如 👎、🚫），看不出是否选它；请直接写出答案。",
        "The answer is struck through or carries a refusing sign (such as 👎 or 🚫): "
        "please write the answer plainly.",
    ),
    "asked_back": (
        "这是一个问题，不是答案；请直接作答。",
        "That is a question, not an answer: please answer the question.",
    ),
    "only_negated": (
        "只排除了 {letters}，没有说选哪一个。",
        "The answer only rules out {letters} without choosing an option.",
    ),
    "contradiction": (
        "答案既选了 {letters} 又排除了 {letters}，无法确定所选的选项。",
        "The answer both chooses and rules out {letters}: the choice is unclear.",
    ),
    "ran_on": (
        "答案在排除 {ruled} 之后接着列出了 {letters}，看不出 {letters} 是也被排除了还是留待选择的，"
        "无法确定所选的选项。",
        "The answer rules out {ruled} and goes on to list {letters}: it does not say whether {letters} "
        "are ruled out too or left to choose from, so the choice is unclear.",
    ),
    "conflated": (
        "答案把选项 {letters} 各自的内容说成了同一回事，无法确定所选的选项。",
        "The answer says the contents of options {letters} are one and the same: the choice is unclear.",
    ),
    "places_apart": (
        "答案说的位置和给出的字母对不上（{letters}），无法确定所选的选项。",
        "The places named and the letters given do not match ({letters}): the choice is unclear.",
    ),
    "negation_ambiguous": (
        "本题问的是错误/不符合的一项，“X 不对”这样的说法有歧义。",
        "This question asks for the wrong option, so “X is wrong” is ambiguous.",
    ),
    "expect_single": (
        "请回复一个选项字母（{labels} 之一），例如“B”“选B”；也可以写出该选项的完整内容，或“第二个”。",
        "Please reply with one option letter ({labels}), e.g. “B”; or write that option's full text, "
        "or “the second option”.",
    ),
    "expect_multi": (
        "请回复所有正确选项的字母（{labels} 中），例如“ACD”“A、C、D”；也可以写出这些选项的完整内容。",
        "Please reply with the letters of all correct options ({labels}), e.g. “ACD” or “A, C, D”; "
        "or write those options' full texts.",
    ),
    "unknown_letter": (
        "选项 {letters} 不存在，本题选项为 {labels}。",
        "There is no option {letters}; the options are {labels}.",
    ),
    # choices
    "choice_correct": ("正确：{key}。", "Correct: {key}."),
    "single_wrong": (
        "不正确：所选为 {chosen}，正确答案是 {key}。",
        "Incorrect: {chosen} was chosen; the answer is {key}.",
    ),
    "single_many": (
        "单选题只能选一个选项，所选为 {chosen}；正确答案是 {key}。",
        "A single-choice question takes one option; {chosen} were chosen. The answer is {key}.",
    ),
    "hedge": (
        "答案模棱两可（{chosen}），不能得分；正确答案是 {key}。",
        "The answer hedges ({chosen}) and cannot score. The answer is {key}.",
    ),
    "multi_subset_partial": (
        "部分正确：{chosen} 都对，但漏选了 {missing}；本题少选按比例得分，得 {share}。正确答案是 {key}。",
        "Partly correct: right as far as it goes ({chosen}), missing {missing}; this question gives "
        "proportional credit for a correct subset: {share}. The answer is {key}.",
    ),
    "multi_subset_none": (
        "不正确：漏选了 {missing}；本题漏选、错选均不得分。正确答案是 {key}。",
        "Incorrect: missing {missing}, and this question gives no credit for missing or wrong options. "
        "The answer is {key}.",
    ),
    "multi_wrong": (
        "不正确：{wrong} 不是正确选项。正确答案是 {key}。",
        "Incorrect: wrongly chosen: {wrong}. The answer is {key}.",
    ),
    # true / false
    "expect_truth": ("请回答“对”或“错”（√ / ×）。", "Please answer true or false (√ / ×)."),
    "ordering_about": (
        "选项是步骤的顺序，顺序没有“大约”：请回复一个选项字母或该顺序本身。",
        "The options are orders of steps, and an order is not 'about': please reply with one option "
        "letter or the order itself.",
    ),
    "object_denied": (
        "答案在判断之后又否定了题目说法中的内容，看不出判断的是不是题目的说法。请回答“对”或“错”（√ / ×）。",
        "After its verdict the answer denies part of the claim: it is unclear whether the claim itself is "
        "judged. Please answer true or false.",
    ),
    "truth_hedge": (
        "答案只表示了不确定，没有判断对错。",
        "The answer only says it is unsure; it does not say true or false.",
    ),
    "truth_letters": (  # "A 和 C 吧": option letters, which a true/false question does not have
        "答案写的是选项字母 {letters}，但判断题没有选项，没有判断对错。",
        "The answer names option letters ({letters}), but a true/false question has no options: "
        "it does not say true or false.",
    ),
    "code_hedge": (
        "给出了多个不同的填法，不能得分；参考答案是 {key}。",
        "Several different fills offered: no credit. The answer is {key}.",
    ),
    "reading_hedged": ("（模棱两可）", " (hedged)"),
    "reading_option": ("{label}（{option}）", "{label} ({option})"),  # read from its figure in another unit
    "reading_unsure": ("不确定", "unsure"),
    "truth_both": (
        "同时回答了对和错，请只选一个。",
        "The answer says both true and false: please choose one.",
    ),
    "truth_correct": ("正确：这个说法{truth}。", "Correct: the statement is {truth}."),
    "truth_wrong": ("不正确：这个说法{truth}。", "Incorrect: the statement is {truth}."),
    "true_word": ("正确", "true"),
    "false_word": ("错误", "false"),
    # a true/false answer as read back to the candidate ("我理解你的答案是：对"): their words, not the
    # verdict's ("正确" there would read as "your answer is right")
    "reading_true": ("对", "true"),
    "reading_false": ("错", "false"),
    # calculation
    "expect_number": (
        "没有找到数值；请回复计算结果和单位，例如“{example}”。",
        "No number found: please reply with the result and its unit, e.g. “{example}”.",
    ),
    "digit_groups": (
        "数字中间的空格看不出是一个数还是几个数；请把数字连着写（或每三位用逗号分开）后再回复。",
        "Spaces inside the digits leave it unclear whether this is one number or several: please write "
        "the digits together (or group them in threes with commas).",
    ),
    "part_ok": (
        "{label}{value} 正确（参考 {expected}）。",
        "{label}{value} is right (reference {expected}).",
    ),
    "part_unit": (
        "{label}数值 {value} 对，但缺少单位（{unit}），最多得一半分。",
        "{label}{value} is right but has no unit ({unit}): at most half credit.",
    ),
    "part_wrong": (
        "{label}{value} 不对，参考答案 {expected}。",
        "{label}{value} is wrong; the reference is {expected}.",
    ),
    "part_missing": (
        "{label}没有给出，参考答案 {expected}。",
        "{label}not given; the reference is {expected}.",
    ),
    "part_hedge": (
        "{label}给出了多个不同的数值（{values}），不能得分；参考答案 {expected}。",
        "{label}several different figures given ({values}); the reference is {expected}.",
    ),
    # code
    "code_correct": ("正确：与参考答案等价。", "Correct: equivalent to the reference answer."),
    "code_wrong": ("不正确：参考答案是 {key}。", "Incorrect: the reference answer is {key}."),
    "exact_correct": ("正确：与参考答案一致。", "Correct: matches the reference answer."),
    "exact_wrong": ("不正确：参考答案是 {key}。", "Incorrect: the reference answer is {key}."),
    "code_blanks": (
        "部分正确：{right}/{total} 处填空正确；参考答案是 {key}。",
        "Partly correct: {right} of {total} blanks right; the reference answer is {key}.",
    ),
    "code_call_lacking": (
        "不正确：调用的函数对，但缺少 {missing}，算的不是同一个结果；参考答案是 {key}。",
        "Incorrect: the right call, but without {missing} it computes something else; "
        "the reference answer is {key}.",
    ),
    "code_described": (
        "这是用文字描述的代码；请直接写出填入空白处的那行代码。",
        "That describes the code in words: please write the code that fills the blank.",
    ),
    "expect_code": (
        "没有找到代码；请只回复填入空白处的代码。",
        "No code found: please reply with the code that fills the blank.",
    ),
    # open answers
    "rubric": ("覆盖要点 {covered}/{total}。", "Covers {covered} of {total} key points."),
    "rubric_covered": ("已覆盖：{points}。", "Covered: {points}."),
    "rubric_partly": ("部分覆盖（得部分分）：{points}。", "Partly covered (part credit): {points}."),
    "rubric_missed": ("未覆盖：{points}。", "Missed: {points}."),
    "rubric_disowned": (
        "答案说所写的内容都是错的，不算作答。",
        "The answer says everything it states is wrong: no point is counted.",
    ),
    "rubric_copy": (
        "答案基本是在复述题目，没有给出自己的回答。",
        "The answer mostly repeats the question instead of answering it.",
    ),
    "unreadable": (
        "无法读懂这个答案，请换一种写法再回复。",
        "This answer could not be read: please rephrase it.",
    ),
    "no_key": ("本题没有参考答案，无法评分。", "This question has no reference answer and cannot be graded."),
    "gave_up": ("没有作答（表示不会）。", "No attempt (the answer says it does not know)."),
    "put_off": (
        "答案最后说还要再想想（或算了），请想好后直接回复最终答案。",
        "The answer closes by putting itself off: please reply with your final answer once settled.",
    ),
    "conditional": (
        "这个回答只给了某种情况下的答案，请直接回复本题的答案。",
        "That answer holds only on a condition: please reply with this question's answer.",
    ),
    "for_another": (
        "这个回答说的是另一道题的答案，请直接回复本题的答案。",
        "That answer is another question's: please reply with this question's answer.",
    ),
    "deferred": (
        "这个回答把判断交给了面试官，请直接回复你自己的答案。",
        "That answer leaves the call to the interviewer: please reply with your own answer.",
    ),
    "reported": (
        "这个回答转述的是别人的答案，请直接回复你自己的答案。",
        "That answer reports someone else's: please reply with your own answer.",
    ),
    "withdrawn": (
        "答案最后把前面说的撤回了，请直接回复最终答案。",
        "The answer closes by withdrawing itself: please reply with your final answer.",
    ),
    "stood_against": (
        "答案说不同意某种说法，但没有说是哪一个，请直接回复你的答案。",
        "The answer disagrees with something without saying what: please reply with your answer.",
    ),
    "arrow_linked": (
        "答案用箭头连起了两个答案，看不出哪一个是最终答案，请直接回复最终答案。",
        "Two answers linked by an arrow, not saying which stands: please reply with your final answer.",
    ),
    "unclear_reply": (
        "答案先问了自己选哪个，回答里却不止一个，请直接回复最终答案。",
        "The answer asks itself which one, then names more than one: please reply with your final answer.",
    ),
    "denied_too": (
        "答案先否定了自己的答案，又说另一个也不对，请直接回复最终答案。",
        "The answer takes itself back, then says another is wrong too: please reply with your final answer.",
    ),
    "corrected_unlisted": (
        "答案改成了一个没有选项对应的数值，请直接回复最终答案。",
        "The answer corrects itself to a figure no option holds: please reply with your final answer.",
    ),
    "rival_figures": (
        "答案给出了几个不同的数值，没有说哪一个是最终结果，请直接回复最终答案。",
        "The answer gives different figures without saying which is its result: please reply with your "
        "final answer.",
    ),
    "taken_back_unread": (
        "答案撤回了 {letters}，但看不出改成了哪一个选项。",
        "The answer takes {letters} back without saying which option it turns to.",
    ),
    "went_back": (
        "答案改回了前面的某一个，但没有写出是哪一个，请直接回复最终答案。",
        "The answer goes back to an earlier one without saying which: please reply with your final answer.",
    ),
}


def message(name: str, language: Language = "zh", /, **values: object) -> str:
    zh, en = _MESSAGES[name]
    return (en if language == "en" else zh).format(**values)


def contradiction(
    contradicted: set[str], negated: set[str], ran_on: set[str], language: Language = "zh"
) -> str:
    """Why an option both chosen and ruled out leaves no choice: when it was ruled out only as an item of a
    rule-out list run on past its clause ("排除 A 和 D，B C，我选 B"), that the list's reach is unclear."""
    ruled = "".join(sorted(negated - ran_on))
    if contradicted <= ran_on and ruled:
        return message("ran_on", language, ruled=ruled, letters="".join(sorted(ran_on)))
    return message("contradiction", language, letters="".join(sorted(contradicted)))


def join(items: list[str], language: Language = "zh") -> str:
    return ("、" if language == "zh" else ", ").join(items)


_CLAUSE_ENDS = ("。", "！", "？", "；", "）", "：")


def sentences(*parts: str) -> str:
    """Sentences one after the other, as their language writes them: nothing after a Chinese mark that
    ends a clause ("没有找到明确选择的选项。请回复…"), one space after anything else ("No option was
    clearly chosen. Please reply…")."""
    text = ""
    for part in parts:
        if text and part:
            text += "" if text.endswith(_CLAUSE_ENDS) else " "
        text += part
    return text
