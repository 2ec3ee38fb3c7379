/**
 * Whose life a sentence asks about: the job's (what the work is, who it serves, how the candidate
 * would do it) or the candidate's own. A protected word inside job content ("You'd be running the
 * over-sixties class. Have you worked much with older adults?") asks nothing about the candidate.
 * Each pattern reads a sentence's `saidLine`.
 */

/** A statement of what the job involves: "you'd be running…", "part of the job is…", "it's a nursery post". */
const DUTY =
  /\byou (?:would|will|might|may|could|are going to) (?:also |mostly |mainly |often |usually |probably )?be (?!\w+ing (?:to|with you)\b|(?:want|need|hop|plann|think|expect|miss|feel|wish)ing\b)\w+ing\b|\b(?:part of|a big part of|much of|most of) (?:the|this|your) (?:job|role|work|post|day)\b|\b(?:the|this) (?:job|role|post|position|unit|shift) (?:is|means|needs|involves|includes|requires|covers|has)\b|\bit is an? (?:\w+ ){0,3}(?:post|role|job|position|firm|practice|company|business|shop|clinic|school|nursery|charity|cover|contract|secondment|placement)\b|\b(?:in this role|in the role|in clinic|on the ward|on the desk|in this job) you\b|\bas (?:an? |the )?(?:\w+ ){0,3}(?:lead|manager|nurse|officer|counsellor|counselor|coordinator|adviser|advisor|worker|assistant|engineer|designer|teacher|technician|specialist) you\b|\byour (?:casework|caseload|clients|patients|customers|pupils|students|residents|accounts|territory|team|duties|shifts|job|role) (?:would|will|is|are)\b/;

/**
 * The workplace speaking of itself or its people ("We do a lot of divorce work", "Our charity runs
 * groups…", "The lab runs sequencing…", "Most of our clients are retired").
 */
const WORKPLACE =
  /^(?:so |and |well |okay |um |uh |like )*(?:we|our|the|this|most of our|a lot of our|quite a few of our|lots of our|some of our|many of our|it is an?|they)\b|\b(?:is|are|was|were) our (?:busiest|quietest|biggest|main|peak|slowest)\b/;

/** A question about doing the work: method, experience, knowledge of it. */
const WORK_QUESTION =
  /\b(?:how|what) (?:do|would|will|did|could|should|can|might) you (?!feel\b|cope\b|get on\b|fit\b|find it\b|manage (?:with|the|your|it|that)\b|deal with (?:it|that|this)\b)\w+|\b(?:what|which) (?:steps?|checks?|tools?|questions?|process|approach|method|order|sources?|records?|evidence|documents?) (?:do|would|will|did|could|should|can|might) you\b|\bwhere would you (?:start|begin)\b|\btell me (?:how|about how|what you would do)\b|\b(?:walk|talk|take) (?:me|us) thr(?:ough|u)\b|\b(?:have|had) you (?:ever |already )?(?!been\b|had\b|got\b|gotten\b)\w+(?:ed|en|un|one|ought|ade|ept|ote|ung|ought)\b|^(?:done|worked|had|run|handled|coordinated|written) (?:much|many|any|a lot)\b|\bany experience\b|\bwhat is your experience\b|\byour experience (?:with|of|in)\b|\b(?:familiar|experienced|comfortable|confident) (?:are you |would you be |you are |would you feel )?(?:with|in|at|(?!being\b)\w+ing)\b|\bwhat do you know about\b|\bwhat would you do\b|\b(?:do|would) you know how to\b|\bhave you (?:ever )?had to\b|\bhow (?:confident|comfortable|familiar|experienced) (?:are|would) you\b|\bwhat (?:do|does|would|will) your (?:first |typical |usual )?(?:meeting|session|visit|call|approach|plan|process|day|week|shift|handover|assessment|review|induction)s? (?:\w+ ){0,3}look like\b/;

/** A request to take the interviewer through a piece of work. */
const WALK_THROUGH =
  /^(?:so |and |okay |right |now )*(?:can you |could you )?(?:walk|talk|take) (?:me|us) thr(?:ough|u)\b/;

/** The candidate's own pay or past asked for in a walk-through ("walk me through your salary history"). */
const YOUR_HISTORY =
  /\byour (?:\w+ )?(?:salary|salaries|pay|earnings|compensation|package|history|background|record)\b/;

/** The candidate's own life named inside a question that otherwise asks about the work. */
const OWN_LIFE =
  /\byour (?:own )?(?:kid|child|son|daughter|family|husband|wife|partner|spouse|parent|mother|father|faith|religion|health|condition|age|background|country|accent|name|heritage|ethnicity|race|nationality|culture)s?\b|\byourself\b|\byou personally\b/;

/** A question put after a duty in the same sentence ("You'd be on nights — how old are you?"). */
const QUESTION_AFTER =
  /\b((?:how|what|when|where|which|who|why|are|were|do|did|have|has|will|would|could|can) (?:\w+ ){0,2}you\b.*)$/;

/** Whether a sentence asks how the candidate does or would do something, or what they did. */
export const asksHowTheyWork = (said: string) => WORK_QUESTION.test(said);

/** Whether a sentence states what the candidate would do in the job. */
export const statesADuty = (said: string) => DUTY.test(said);

/**
 * A task of the job told to the candidate, as a statement ("You'd run the club for ages 5 to 11.",
 * "You'll deliver our salary-history-ban training."): what it names is the work's.
 */
const TASK =
  /^(?:so |and |well |okay |now )*you (?:would |will )?(?:also |mostly |mainly |often |usually |then )?(?:run|lead|help|deliver|support|teach|coach|cover|look after|oversee|assess|plan|train|supervise|process|review|write|prepare|coordinate|care for|visit|advise|handle|own|chair|keep|maintain|log|update|monitor|schedule|organi[sz]e|work (?:with|alongside|on|in)|be responsible for|report to|manage the|take (?:over|on|charge))\b/;
export const statesATask = (said: string, question: boolean) => !question && TASK.test(said);

/** Whether a statement describes the job's duties or tasks, its workplace or the people it serves. */
export const describesTheJob = (said: string, question = false) =>
  DUTY.test(said) || WORKPLACE.test(said) || statesATask(said, question);

/**
 * A statement of the job's duties, or a question about the work in a turn that sets out the job
 * ("You'd be X. Have you…?", "It's a nursery post, so how would you…"): job content unless it
 * names the candidate's own life. In "You'd be handling the cash, so, anything on your record?"
 * the question after the duty is read on its own.
 */
export function asksAboutTheWork(said: string, turnSetsOutTheJob: boolean): boolean {
  if (OWN_LIFE.test(said)) return false;
  // "Walk me through checking country-of-origin labels": a piece of the work, whatever it names.
  if (WALK_THROUGH.test(said) && !YOUR_HISTORY.test(said)) return true;
  const duty = DUTY.exec(said);
  // A duty named after a question of its own ("are you planning a family soon, the post is…") leaves the question to be read;
  // so does a question after the duty ("You'd be on nights, so…", "You'd be on nights — how old are you?").
  const before = duty ? said.slice(0, duty.index) : '';
  if (duty && /\byou\b/.test(before) && before.trim().split(/\s+/).length > 4) return false;
  if (duty) {
    const after = said.slice(duty.index + duty[0].length);
    const then = /\bso\b(.*)$/.exec(after) ?? QUESTION_AFTER.exec(after);
    return then ? WORK_QUESTION.test(then[1] ?? '') : true;
  }
  return WORK_QUESTION.test(said) && turnSetsOutTheJob;
}
