import type { Interview } from '../interview.ts';
import { BACKEND_SCREEN } from './backend-screen.ts';
import { DATA_ANALYST } from './data-analyst.ts';
import { GRADUATE_TRAINEE } from './graduate-trainee.ts';
import { PRODUCT_DESIGNER } from './product-designer.ts';
import { REGISTERED_NURSE } from './registered-nurse.ts';
import { SALES_ACCOUNT_EXECUTIVE } from './sales-account-executive.ts';
import { SUPPORT_LEAD } from './support-lead.ts';
import { WAREHOUSE_SUPERVISOR } from './warehouse-supervisor.ts';

/** The harness's written interviews, one module each: eight interviews, six role families. */
export const INTERVIEWS: Interview[] = [
  BACKEND_SCREEN,
  SALES_ACCOUNT_EXECUTIVE,
  REGISTERED_NURSE,
  SUPPORT_LEAD,
  WAREHOUSE_SUPERVISOR,
  PRODUCT_DESIGNER,
  DATA_ANALYST,
  GRADUATE_TRAINEE,
];
