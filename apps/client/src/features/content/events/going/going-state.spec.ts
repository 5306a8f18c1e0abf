import { describe, expect, it } from '@jest/globals';
import { attendanceText, cardAttendanceText, friendsGoingText, goingControl, type GoingFacts } from './going-state';

const open: GoingFacts = { rsvp_status: null, event_requires_approval: false, seats_left: null };

describe('goingControl', () => {
  it('offers Going while seats are left or there is no capacity', () => {
    expect(goingControl(open)).toEqual({ action: 'go', label: 'Going', status: null, asksMessage: false });
    expect(goingControl({ ...open, seats_left: 1 }).label).toBe('Going');
  });

  it('offers the waitlist once the event is full', () => {
    expect(goingControl({ ...open, seats_left: 0 })).toEqual({ action: 'go', label: 'Join waitlist', status: null, asksMessage: false });
  });

  it('asks for a message before a request when the hosts approve guests, full or not', () => {
    expect(goingControl({ ...open, event_requires_approval: true })).toEqual({ action: 'go', label: 'Request to join', status: null, asksMessage: true });
    expect(goingControl({ ...open, event_requires_approval: true, seats_left: 0 }).label).toBe('Request to join');
  });

  it('offers to leave what the viewer holds and says where they stand', () => {
    expect(goingControl({ ...open, rsvp_status: 'GOING', seats_left: 0 })).toEqual({ action: 'leave', label: 'Leave', status: "You're going", asksMessage: false });
    expect(goingControl({ ...open, rsvp_status: 'WAITLISTED', seats_left: 0 }, 3)).toEqual({ action: 'leave', label: 'Leave waitlist', status: 'On the waitlist · #3', asksMessage: false });
    expect(goingControl({ ...open, rsvp_status: 'WAITLISTED' }, null).status).toBe('On the waitlist');
    expect(goingControl({ ...open, rsvp_status: 'REQUESTED', event_requires_approval: true })).toEqual({ action: 'leave', label: 'Cancel request', status: 'Requested', asksMessage: false });
  });
});

describe('attendanceText', () => {
  it('counts who is going and waiting, and the seats left', () => {
    expect(attendanceText({ going_count: 12, waitlist_count: 3, seats_left: 2 })).toBe('12 going · 3 waiting · 2 seats left');
    expect(attendanceText({ going_count: 4, waitlist_count: 0, seats_left: 1 })).toBe('4 going · 1 seat left');
  });

  it('says Full when no seat is left, and no seats without a capacity', () => {
    expect(attendanceText({ going_count: 5, waitlist_count: 2, seats_left: 0 })).toBe('5 going · 2 waiting · Full');
    expect(attendanceText({ going_count: 0, waitlist_count: 0, seats_left: null })).toBe('0 going');
  });
});

describe('cardAttendanceText', () => {
  it('says briefly who goes and the seats left, nothing while no one goes to an event without a capacity', () => {
    expect(cardAttendanceText({ going_count: 12, seats_left: 2 })).toBe('12 going · 2 seats left');
    expect(cardAttendanceText({ going_count: 3, seats_left: 0 })).toBe('3 going · Full');
    expect(cardAttendanceText({ going_count: 0, seats_left: 5 })).toBe('0 going · 5 seats left');
    expect(cardAttendanceText({ going_count: 4, seats_left: null })).toBe('4 going');
    expect(cardAttendanceText({ going_count: 0, seats_left: null })).toBeNull();
  });
});

describe('friendsGoingText', () => {
  it('says nothing when no one the viewer follows is going', () => {
    expect(friendsGoingText([], 0)).toBeNull();
  });

  it('names one or two people, and one with the others counted', () => {
    expect(friendsGoingText(['ada'], 1)).toBe('ada, whom you follow, is going');
    expect(friendsGoingText(['ada', 'bob'], 2)).toBe('ada and bob, whom you follow, are going');
    expect(friendsGoingText(['ada', 'bob', 'cyd'], 3)).toBe('ada and 2 others you follow are going');
    expect(friendsGoingText(['ada'], 2)).toBe('2 people you follow are going');
  });
});
