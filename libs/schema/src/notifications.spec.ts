import { describe, expect, it } from '@jest/globals';
import { notificationText, timeLeftText } from './notifications';

describe('notificationText', () => {
  it('names one, two, or the newest and a count of the others', () => {
    const like = (actors: string[], actorCount: number) => notificationText({ kind: 'like', actors, actorCount, itemKind: 'post' });
    expect(like(['ada'], 1)).toBe('ada liked your post');
    expect(like(['ada', 'bob'], 2)).toBe('ada and bob liked your post');
    expect(like(['ada', 'bob'], 3)).toBe('ada and 2 others liked your post');
    expect(like(['ada', 'bob'], 4)).toBe('ada and 3 others liked your post');
  });

  it('says each kind in its own words', () => {
    expect(notificationText({ kind: 'follow', actors: ['ada', 'bob'], actorCount: 2, itemKind: null })).toBe('ada and bob followed you');
    expect(notificationText({ kind: 'comment', actors: ['ada'], actorCount: 1, itemKind: 'remark' })).toBe('ada commented on your remark');
    expect(notificationText({ kind: 'mention', actors: ['ada', 'bob'], actorCount: 2, itemKind: 'post' })).toBe('ada and bob mentioned you in a post');
    expect(notificationText({ kind: 'mention', actors: ['ada'], actorCount: 1, itemKind: 'event' })).toBe('ada mentioned you in an event');
    expect(notificationText({ kind: 'interest', actors: ['ada'], actorCount: 1, itemKind: 'event' })).toBe('ada is interested in your event');
    expect(notificationText({ kind: 'interest', actors: ['ada', 'bob'], actorCount: 5, itemKind: 'event' })).toBe('ada and 4 others are interested in your event');
    expect(notificationText({ kind: 'event_reminder', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Harbour jazz' })).toBe('Harbour jazz starts within 24 hours');
    expect(notificationText({ kind: 'event_reminder', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Harbour jazz', startsInMs: 3 * 3600_000 - 30_000 })).toBe('Harbour jazz starts in 3 hours');
    expect(notificationText({ kind: 'event_reminder', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Harbour jazz', startsInMs: 25 * 60_000 })).toBe('Harbour jazz starts in 25 minutes');
    expect(notificationText({ kind: 'event_seat', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Harbour jazz' })).toBe('You have a seat at Harbour jazz');
    expect(notificationText({ kind: 'event_request', actors: ['ada'], actorCount: 1, itemKind: 'event' })).toBe('ada asks to join your event');
    expect(notificationText({ kind: 'event_request', actors: ['ada', 'bob'], actorCount: 2, itemKind: 'event' })).toBe('ada and bob ask to join your event');
    expect(notificationText({ kind: 'event_waitlisted', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Harbour jazz' })).toBe(
      'Your request to join Harbour jazz was approved: the event is full, so you are on the waitlist',
    );
    expect(notificationText({ kind: 'event_declined', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Harbour jazz' })).toBe('Your request to join Harbour jazz was declined');
    expect(notificationText({ kind: 'event_message', actors: ['ada'], actorCount: 1, itemKind: 'event', eventName: 'Harbour jazz' })).toBe('ada wrote to the guests of Harbour jazz');
    expect(timeLeftText(61_000)).toBe('in 1 minute');
    expect(timeLeftText(80 * 60_000)).toBe('in 1 hour');
    expect(timeLeftText(10_000)).toBe('now');
  });
});
