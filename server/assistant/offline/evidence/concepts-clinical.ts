import { type Concept, concept } from './concept.ts';

/** Competencies of nursing and other clinical roles. */
export const CLINICAL_CONCEPTS: Concept[] = [
  concept(
    'clinical-judgement',
    'clinical judgement',
    'clinical judgement|clinical judgment|clinical reasoning|clinical decision|assessment|assess|deterioration|deteriorate|recognize deterioration|clinical skill|clinical knowledge|acute care|critical care',
    'assess|assessment|observation|~obs|vital sign|vitals|blood pressure|heart rate|~pulse|respiratory rate|saturation|~sats|~oxygen|~temperature|early warning score|early warning|~news|news2|mews|pews|sepsis|septic|lactate|blood culture|~fluid|fluid bolus|antibiotic|deteriorate|deterioration|confuse|confusion|urine output|capillary refill|abcde|a to e|glucose|blood sugar|pain score|~symptom|hypotension|tachycardia|tachycardic|febrile|ecg|diagnosis|differential',
  ),
  concept(
    'patient-safety',
    'patient safety',
    'patient safety|safe care|safety|safe practice|safe medication|medication practice|medication|sepsis pathway|risk management|incident|infection control|medication safety|medication administration|safeguard',
    'safety|~safe|near miss|dose|prescriber|prescribe|prescription|drug chart|warfarin|insulin|inr|omit|hold the dose|pharmacy|pharmacist|sepsis call|sepsis pathway|incident report|datix|double check|second nurse|allergy|wristband|five right|right patient|right dose|~fall|fall risk|pressure ulcer|pressure area|hand hygiene|infection control|ppe|isolation|sepsis six|sepsis bundle|~protocol|~policy|safeguarding|~checklist|controlled drug|medication error|~bundle|within the hour',
  ),
  concept(
    'escalation',
    'escalation',
    'escalation|escalate|raise concern|raise a concern|speak up|seek help|call for help|ask for help|know their limit',
    'escalate|escalation|rapid response|rapid response team|outreach|outreach team|met call|medical emergency team|code blue|crash team|call the doctor|~the doctor|registrar|physician|~consultant|on call doctor|charge nurse|nurse in charge|senior nurse|sbar|bleep|~page|raise a concern|raise concern|speak up|~flag|tier 2|second line|~my manager|~supervisor|~senior',
  ),
  concept(
    'compassion',
    'compassionate care',
    'compassion|compassionate|empathy|empathetic|dignity|person centred|patient centred|patient experience|family|bedside manner|care',
    'reassure|comfort|apologize|apology|honest|quiet room|let them talk|upset|angry|acknowledge|listen|~family|~relative|~daughter|~son|~wife|~husband|dignity|hold her hand|hold his hand|sit with|anxious|scared|~calm|consent|teach back|~kind|kindness|privacy|~wishes|listen to her|listen to him',
  ),
  concept(
    'handover',
    'handover',
    'handover|hand over|handoff|hand off|shift report|bedside report',
    'sbar|handover|hand over|situation background assessment recommendation|bedside|day nurse|night nurse|next shift|outstanding|drug chart|~flag|before i leave|~make sure',
  ),
  concept(
    'documentation',
    'documentation',
    'documentation|document|record keeping|record|charting|chart|note|care plan',
    'document|~chart|~record|~care plan|nursing note|~note|ehr|emr|epic|cerner|fluid balance|write it up|handover sheet|incident form',
  ),
  concept(
    'credential',
    'registration and licence',
    'licence|license|licensure|registration|registered|certification|certified|certificate|life support|basic life support|advanced life support|rn|nmc|bls|acls|als|pals|credential|qualification|accreditation',
    'licence|license|registration|registered|~pin|nmc|revalidation|certificate|certified|certification|bls|acls|als|pals|compact license|state board|~expire|expiry|~valid|~renewed|~renew|~qualified',
  ),
];
