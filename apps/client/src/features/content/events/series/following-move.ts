import { useQuery } from '@apollo/client/react';
import { movedRepeat, parseSeriesRrule } from '@gatherly/schema';
import type { EditScope } from '../../../../gql/graphql';
import { EventSeriesDatesDocument } from './SeriesDates.generated';
import { followingMoveText } from './series-text';

/**
 * What an edit of "this and following" does to the later dates of a series whose rule is `rrule`,
 * when it moves a date from one day to another ('YYYY-MM-DD…' as the form holds them, in the
 * event's zone): "This and following events will move to Wednesdays." Null when the day stays.
 */
export function followingMove(rrule: string | null | undefined, from: string, to: string): string | null {
  const [before, after] = [from.slice(0, 10), to.slice(0, 10)];
  const rule = rrule ? parseSeriesRrule(rrule) : null;
  if (!rule || !/^\d{4}-\d{2}-\d{2}$/.test(after) || before === after) return null;
  return followingMoveText(movedRepeat(rule.repeat, before, after));
}

/** followingMove for the edit of a date of a series, its rule read once "this and following" is chosen. */
export function useFollowingMove(seriesId: string | null | undefined, scope: EditScope, from: string, to: string): string | null {
  const answer = useQuery(EventSeriesDatesDocument, { variables: { id: seriesId ?? '' }, skip: !seriesId || scope !== 'FOLLOWING' });
  return followingMove(answer.data?.eventSeries.series.rrule, from, to);
}
