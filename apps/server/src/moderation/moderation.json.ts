import { personJson } from '../profiles/profile.json';
import type { OpenReport } from './moderation.models';

/** An open report as REST answers it: people with `account_id`, as everywhere in REST. */
export function openReportJson({ reporter, owner, ...report }: OpenReport) {
  return { ...report, reporter: reporter && personJson(reporter), owner: owner && personJson(owner) };
}
