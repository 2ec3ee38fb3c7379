import { type Concept, concept } from './concept.ts';

/** Competencies of sales, account management and customer support roles. */
export const COMMERCIAL_CONCEPTS: Concept[] = [
  concept(
    'customer-empathy',
    'customer empathy',
    'empathy|empathetic|customer empathy|rapport|customer experience|patience|customer first|customer centric|difficult customer|complaint|de escalation|deescalation',
    'understand how|frustrate|frustration|upset|angry|apologize|apology|~acknowledge|~listen|put myself in|their shoe|empathize|~calm|reassure|de escalate|deescalate|~tone|complaint|refund|make it right|goodwill|~follow up|thank them|their point of view|hear them out',
  ),
  concept(
    'negotiation',
    'negotiation',
    'negotiate|negotiation|closing|close deal|deal|commercial|pricing|commercial acumen',
    'negotiate|negotiation|discount|~price|pricing|concession|procurement|walk away|~counter|counteroffer|multi year|payment term|~contract|anchor|give and get|redline|~sign|~signed|close the deal|~closed|roi|business case',
  ),
  concept(
    'pipeline',
    'pipeline management',
    'pipeline|pipeline management|forecast|forecasting|quota|deal management|crm|territory|book of business|sales process',
    'pipeline|forecast|quota|crm|salesforce|hubspot|~stage|~opportunity|~deal|close rate|win rate|~conversion|~coverage|3x|arr|acv|booking|~commit|best case|meddic|meddpicc|bant|qualify|qualification|prospect|prospecting|outbound|inbound|cadence|sdr|discovery call|attainment|velocity|deal review',
  ),
  concept(
    'discovery',
    'discovery and qualification',
    'discovery|qualification|qualify|prospecting|needs analysis|consultative|solution selling',
    'discovery|pain point|decision maker|champion|economic buyer|~budget|~timeline|qualify|cold call|~outreach|~linkedin|book a meeting|~use case|~requirement|question to understand',
  ),
  concept(
    'objections',
    'handling objections',
    'objection|objection handling|handle objection|resistance',
    'objection|push back|pushback|~concern|competitor|too expensive|reframe|roi|business case|proof of concept|~pilot|~trial|reference customer',
  ),
  concept(
    'account-growth',
    'account management',
    'relationship|relationship building|account management|retention|renewal|expansion|upsell|customer success|churn',
    'renewal|renew|upsell|cross sell|expansion|~expand|churn|retention|retain|qbr|business review|executive sponsor|~check in|~relationship|net revenue retention|nrr|health score',
  ),
  concept(
    'support-resolution',
    'resolving customer issues',
    'customer support|technical support|support ticket|support queue|resolve issue|issue resolution|troubleshoot customer|ticket|service level|first contact resolution',
    'ticket|~resolve|resolution|workaround|knowledge base|~sla|first response|first contact|csat|nps|reopen|escalate|bug report|reproduce|~queue|~backlog|macro|zendesk|intercom|freshdesk',
  ),
];
