import { followUpsFitTheAnswer, noQuestionOnWhatWasAnswered } from './answered.ts';
import { dismissedStaysEmpty, oneCardPerTurn, threeVisible } from './card-budget.ts';
import { clarifyOnlyVagueAnswers, clarifyVagueAnswers } from './clarifications.ts';
import {
  decisionRatesEveryCriterion,
  everyLineQuotesTheTranscript,
  fairDecisionForStrongCandidate,
  smallTalkNeverEvidence,
  vagueNeverStrength,
} from './evidence.ts';
import { noAskingForWhatWasGiven, noRepeatedCards } from './follow-ups.ts';
import { noWarningOnLawfulTurns, riskyAnswersNeverEvidence, riskyQuestionWarned } from './guard.ts';
import { helpsInEveryItem } from './keeps-helping.ts';
import { noCardAfterPleasantry } from './pleasantries.ts';
import type { Property } from './property.ts';
import { quietStart } from './quiet-start.ts';
import { namesComeFromTheConversation, noEngineeringWords } from './role-words.ts';

/**
 * Every property the harness checks on every interview it applies to. A new concern is a module
 * of its own in this folder (a `Property`, reading the trace and the interview's marks) and one
 * entry here.
 */
export const PROPERTIES: Property[] = [
  quietStart,
  noCardAfterPleasantry,
  clarifyVagueAnswers,
  clarifyOnlyVagueAnswers,
  noAskingForWhatWasGiven,
  noRepeatedCards,
  noQuestionOnWhatWasAnswered,
  followUpsFitTheAnswer,
  oneCardPerTurn,
  threeVisible,
  dismissedStaysEmpty,
  helpsInEveryItem,
  noEngineeringWords,
  namesComeFromTheConversation,
  riskyQuestionWarned,
  noWarningOnLawfulTurns,
  riskyAnswersNeverEvidence,
  everyLineQuotesTheTranscript,
  smallTalkNeverEvidence,
  vagueNeverStrength,
  fairDecisionForStrongCandidate,
  decisionRatesEveryCriterion,
];
