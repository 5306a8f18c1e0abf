export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** A personal access token as its owner's list shows it (never its secret). */
export type AccessToken = {
  __typename?: 'AccessToken';
  /** When it was made. */
  created_at: Scalars['DateTime']['output'];
  /** When it stops working; null: when revoked. */
  expires_at: Maybe<Scalars['DateTime']['output']>;
  /** Its id, to revoke it with revokeAccessToken. */
  id: Scalars['ID']['output'];
  /** The last four characters of the token, to tell tokens apart. */
  last_four: Scalars['String']['output'];
  /** When it was last used (to the minute); null if never. */
  last_used_at: Maybe<Scalars['DateTime']['output']>;
  /** What it is for, as its owner named it. */
  name: Scalars['String']['output'];
  /** read, write and/or chat. */
  scopes: Array<Scalars['String']['output']>;
};

/** A new personal access token. */
export type AccessTokenInput = {
  /** Days until it expires: 7, 30, 90 or 365; none: until revoked. */
  expires_in_days?: InputMaybe<Scalars['Int']['input']>;
  /** What it is for; at most 50 characters. */
  name: Scalars['String']['input'];
  /** read, write and/or chat. */
  scopes: Array<Scalars['String']['input']>;
};

/** The signed-in account as its owner sees it. */
export type Account = {
  __typename?: 'Account';
  /** When the account was created. */
  created_on: Scalars['DateTime']['output'];
  /** When the account will be deleted, as its owner asked (requestAccountDeletion); null when no deletion is pending. */
  deletion_scheduled_for: Maybe<Scalars['DateTime']['output']>;
  /** Verified e-mail address. */
  email: Scalars['String']['output'];
  /** Full name as they wrote it: letters and spaces, 2 to 100 characters. */
  full_name: Scalars['String']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
  /** Whether the account may act on reports (the Moderation page). */
  is_moderator: Scalars['Boolean']['output'];
  /** The language chosen for Gatherly, its mails and notifications (a code of GET /api/i18n/languages); null until chosen, when the browser's is used. */
  language: Maybe<Scalars['String']['output']>;
  /** The address a change asked for waits to be confirmed at (its link is live); null when none. */
  pending_email: Maybe<Scalars['String']['output']>;
  /** URL of the profile image; null when the user has none. */
  profile_image: Maybe<Scalars['String']['output']>;
  /** Chosen colour theme: light, dark, dark_red, dark_purple, dark_green, dark_pink, dark_orange, dark_yellow, sapphire_blue (light until one is chosen). */
  theme_preference: Scalars['String']['output'];
  /** Whether signing in asks a second factor (an authenticator code) after the password. */
  two_factor_enabled: Scalars['Boolean']['output'];
  /** Unique user name. */
  username: Scalars['String']['output'];
  /** When the username may change again (30 days after the last change); null when it may now. */
  username_changeable_at: Maybe<Scalars['DateTime']['output']>;
};

/** A deletion scheduled: every session of the account has ended. */
export type AccountDeletion = {
  __typename?: 'AccountDeletion';
  /** When the account will be deleted; signing in before then offers to cancel (cancelAccountDeletion). */
  deletion_scheduled_for: Scalars['DateTime']['output'];
  /** The text to show. */
  message: Scalars['String']['output'];
};

/** What deleting your account asks: the password, and the second factor when two-factor sign-in is on. */
export type AccountDeletionInput = {
  /** With two-factor sign-in on: a code of the authenticator app or an unused recovery code; or passkey_response. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** With two-factor sign-in on: a passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code. */
  passkey_response?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Your current password; wrong or missing: request/invalid naming the password (counted as a guess at it). */
  password: Scalars['String']['input'];
};

/** A new passkey: the answer of the browser to the registration options, and its name. */
export type AddPasskeyInput = {
  /** Its name, on one line; at most 50 characters. */
  name: Scalars['String']['input'];
  /** The JSON of the PublicKeyCredential the browser answered (as @simplewebauthn/browser returns it: id, rawId, type, response with base64url fields). Answer to options from passkeyRegistrationOptions, within 5 minutes. */
  response: Scalars['JSONObject']['input'];
};

/** What the client keeps of the signed-in user after login. */
export type AuthUser = {
  __typename?: 'AuthUser';
  /** The language chosen for Gatherly, its mails and notifications (a code of GET /api/i18n/languages); null until chosen, when the browser's is used. */
  language: Maybe<Scalars['String']['output']>;
  /** URL of the profile image; null when the user has none. */
  profile_image: Maybe<Scalars['String']['output']>;
  /** Chosen colour theme, one of the nine theme values. */
  theme_preference: Scalars['String']['output'];
  /** Unique user name. */
  username: Scalars['String']['output'];
};

/** Cancelling a pending deletion, signed out: the account's e-mail address and password (and second factor when on). */
export type CancelAccountDeletionInput = {
  /** With two-factor sign-in on: a code of the authenticator app or an unused recovery code; or passkey_response. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address of the account. */
  email: Scalars['String']['input'];
  /** With two-factor sign-in on: a passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code. */
  passkey_response?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Its password; the same refusal as login for a wrong address or password. */
  password: Scalars['String']['input'];
};

/** The password, to prove it is the owner, and the address to move the account to. */
export type ChangeEmailInput = {
  /** The new address, with the rules of sign-up; a confirmation link is mailed to it. */
  new_email: Scalars['String']['input'];
  /** The password the account has now. */
  password: Scalars['String']['input'];
};

/** The current password, to prove it is the owner, and the new one. */
export type ChangePasswordInput = {
  /** The password the account has now. */
  current_password: Scalars['String']['input'];
  /** The new password: at least 8 characters with a number and a special character, different from the current one. */
  new_password: Scalars['String']['input'];
};

/** The new username. */
export type ChangeUsernameInput = {
  /** Letters, digits and underscores; at least 3 characters. */
  username: Scalars['String']['input'];
};

/** A person in a conversation. */
export type ChatPerson = {
  __typename?: 'ChatPerson';
  /** Full name as they wrote it (letters and spaces), to show beside the user name. */
  full_name: Scalars['String']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
  /** URL of the profile photo; null for the default image. */
  profile_image: Maybe<Scalars['String']['output']>;
  /** User name, unique whatever the case: the address of their profile. Empty for a deleted account (no profile to link to), whose full_name reads "Deleted account". */
  username: Scalars['String']['output'];
};

/** A comment on a remark, post or event. */
export type Comment = {
  __typename?: 'Comment';
  /** Profile image URL of its author; null when none. */
  account_profile_image: Maybe<Scalars['String']['output']>;
  /** User name of its author. */
  account_username: Scalars['String']['output'];
  /** The text, at most 400 characters; may hold newlines. */
  comment_content: Scalars['String']['output'];
  /** When it was written. */
  created_at: Scalars['DateTime']['output'];
  /** The #tags it carries, in their normal form (lower case, accents folded), in the order written. */
  hashtags: Array<Scalars['String']['output']>;
  /** Comment id (remark_comment_id, post_comment_id or event_comment_id in REST). */
  id: Scalars['ID']['output'];
  /** Preview of the first link of its text; null until fetched, or when there is none to show. */
  link_preview: Maybe<LinkPreview>;
  /** The accounts it mentions with @username, in the order written, under their current names; an account deleted, suspended or behind a block is left out. */
  mentions: Array<Mention>;
};

/** A comment on a remark, post or event. */
export type CommentInput = {
  /** At most 400 characters; trimmed; not blank. */
  comment_content: Scalars['String']['input'];
  /** Id of the item commented on. */
  item_id: Scalars['ID']['input'];
};

/** A page of comments, oldest first: the newest ones, or those older than a cursor. */
export type CommentPage = {
  __typename?: 'CommentPage';
  /** The comments of this page, oldest first. */
  items: Array<Comment>;
  /** Where the page of older comments starts; null when there are none. */
  next_cursor: Maybe<PageCursor>;
};

/** What remarks, posts and events have in common. */
export type ContentItem = {
  /** Profile image URL of the author; null when none. */
  account_profile_image: Maybe<Scalars['String']['output']>;
  /** User name of the author. */
  account_username: Scalars['String']['output'];
  /** Number of comments. */
  comment_count: Scalars['Int']['output'];
  /** Its newest comments, oldest first; `after` (a next_cursor) reads the page of older ones. */
  comments: CommentPage;
  /** When it was created. */
  created_at: Scalars['DateTime']['output'];
  /** When its author last edited it (text, caption or event details); null when never: clients show "(edited)". */
  edited_at: Maybe<Scalars['DateTime']['output']>;
  /** The #tags its text carries (an event: its name and description), in their normal form (lower case, accents folded), alphabetical. */
  hashtags: Array<Scalars['String']['output']>;
  /** Id of the item, the same as remark_id, post_id or event_id. */
  id: Scalars['ID']['output'];
  /** Whether the signed-in user likes it. */
  is_liked: Scalars['Boolean']['output'];
  /** Whether it comes from a server of the fediverse other than this one (its author is `name@host`). */
  is_remote: Scalars['Boolean']['output'];
  /** Number of likes. */
  like_count: Scalars['Int']['output'];
  /** Preview of the first link of its text (for an event, its description, then its name); null until fetched, or when there is none to show. */
  link_preview: Maybe<LinkPreview>;
  /** The accounts its text mentions with @username (an event: its description), in the order written, under their current names; an account deleted, suspended or behind a block is left out. */
  mentions: Array<Mention>;
  /** Its address on its own server, for an item of another server (where it can be opened); null for an item of this server. */
  url: Maybe<Scalars['String']['output']>;
};


/** What remarks, posts and events have in common. */
export type ContentItemCommentsArgs = {
  after?: InputMaybe<PageCursorInput>;
};

/** A kind of content. */
export type ContentKind =
  /** Something happening at a date, in a place or online (Event). */
  | 'event'
  /** 1 to 10 images with a caption of at most 420 characters (Post). */
  | 'post'
  /** A short note of text, at most 400 characters (Remark). */
  | 'remark';

/** One page of items, newest first. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** The items of this page. */
  items: Array<ContentItem>;
  /** Where the next page starts; null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** A conversation (spec §3), as the signed-in user sees it. */
export type Conversation = {
  __typename?: 'Conversation';
  /** When it was started. */
  created_at: Scalars['DateTime']['output'];
  /** Who started it ("Ada started a conversation with you"); null once their account is gone. */
  created_by: Maybe<ChatPerson>;
  /** Id of the conversation (conversation_id in REST). */
  id: Scalars['ID']['output'];
  /** Whether it is a group (started with two or more others; it stays one as people leave), not a one-to-one conversation. */
  is_group: Scalars['Boolean']['output'];
  /** Time of the last message, else of creation: the list is ordered by it, newest first. */
  last_activity_at: Scalars['DateTime']['output'];
  /** The newest message, for the preview of the list; null before the first one. */
  last_message: Maybe<Message>;
  /** Id of the last message the signed-in user has seen ('0': none). */
  last_read_message_id: Scalars['ID']['output'];
  /** Its messages, oldest first: the newest page, or the page before `before`. */
  messages: MessagePage;
  /** Its name, at most 100 characters; empty when none was given (show the participants instead). */
  name: Scalars['String']['output'];
  /** One-to-one: id of the last message the other person has seen, for "Seen"; group: the smallest of the others' ('0': none). */
  others_read_message_id: Scalars['ID']['output'];
  /** Everyone in it, the signed-in user included. */
  participants: Array<ChatPerson>;
  /** Whether someone else wrote (a TEXT message, not unsent) after the last message the signed-in user has seen. */
  unread: Scalars['Boolean']['output'];
};


/** A conversation (spec §3), as the signed-in user sees it. */
export type ConversationMessagesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of the signed-in user's conversations, newest activity first. */
export type ConversationPage = {
  __typename?: 'ConversationPage';
  /** At most 20, newest activity first. */
  items: Array<Conversation>;
  /** Where the next page starts; null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** A new personal access token: its secret is answered this once. */
export type CreatedAccessToken = {
  __typename?: 'CreatedAccessToken';
  /** The token as the list of tokens shows it from now on. */
  access_token: AccessToken;
  /** The secret (gth_…), for Authorization: Bearer. It is not stored and cannot be shown again. */
  token: Scalars['String']['output'];
};

/** An archive of your data (Settings, Your data). */
export type DataExport = {
  __typename?: 'DataExport';
  /** Where to download the zip (relative to the server; signed, expiring, and for its owner only: send the same Bearer token). Null while pending. */
  download_url: Maybe<Scalars['String']['output']>;
  /** When it and its download address expire (7 days after it was ready); null while pending. */
  expires_at: Maybe<Scalars['DateTime']['output']>;
  /** Its id. */
  export_id: Scalars['ID']['output'];
  /** When it was ready; null while pending. */
  ready_at: Maybe<Scalars['DateTime']['output']>;
  /** When it was asked for; another may be asked for 7 days later. */
  requested_at: Scalars['DateTime']['output'];
  /** pending: being built; ready: to download. */
  status: DataExportStatus;
};

/** Where an archive of your data is. */
export type DataExportStatus =
  /** Asked for and being built; you are notified when it is ready. */
  | 'pending'
  /** Built: download it at download_url until expires_at. */
  | 'ready';

/** The password and a second factor, to turn two-factor authentication off. */
export type DisableTwoFactorInput = {
  /** A code of the authenticator app, or an unused recovery code (xxxx-xxxx). Required unless passkey_response is given. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** A passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code. */
  passkey_response?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The account password. */
  password: Scalars['String']['input'];
};

/** Which dates of a repeating event a change or a deletion reaches. */
export type EditScope =
  /** This date and the later dates of its series; deleting them ends the series before this date. */
  | 'FOLLOWING'
  /** This date only (the default). */
  | 'THIS';

/** A change of e-mail address applied. */
export type EmailChangeConfirmation = {
  __typename?: 'EmailChangeConfirmation';
  /** The address of the account from now on. */
  email: Scalars['String']['output'];
  /** What to tell the person. */
  message: Scalars['String']['output'];
};

/** A change of e-mail address asked for: the link is on its way to the new address. */
export type EmailChangeRequest = {
  __typename?: 'EmailChangeRequest';
  /** What to tell the person. */
  message: Scalars['String']['output'];
  /** The address the link went to, as it will be stored. */
  pending_email: Scalars['String']['output'];
};

/** A code of the authenticator app just set up. */
export type EnableTwoFactorInput = {
  /** The 6-digit code the app shows now. */
  code: Scalars['String']['input'];
};

/** Two-factor authentication turned on: the recovery codes, shown this once. */
export type EnabledTwoFactor = {
  __typename?: 'EnabledTwoFactor';
  /** 10 recovery codes, each usable once instead of a code; never shown again. */
  recovery_codes: Array<Scalars['String']['output']>;
};

/** An event people can mark interest in. */
export type Event = ContentItem & {
  __typename?: 'Event';
  /** Profile image URL of the author; null when none. */
  account_profile_image: Maybe<Scalars['String']['output']>;
  /** User name of the author. */
  account_username: Scalars['String']['output'];
  /** The people the creator chose to run the event with them, first chosen first. */
  co_hosts: Array<Person>;
  /** Number of comments. */
  comment_count: Scalars['Int']['output'];
  /** Its newest comments, oldest first; `after` (a next_cursor) reads the page of older ones. */
  comments: CommentPage;
  /** When it was created. */
  created_at: Scalars['DateTime']['output'];
  /** Kilometres from the place searched near, to a tenth; null outside a search near a place. */
  distance_km: Maybe<Scalars['Float']['output']>;
  /** When its author last edited it (text, caption or event details); null when never: clients show "(edited)". */
  edited_at: Maybe<Scalars['DateTime']['output']>;
  /** How many people can be going; null when any number can. */
  event_capacity: Maybe<Scalars['Int']['output']>;
  /** Category value, one of the event categories. */
  event_category: Scalars['String']['output'];
  /** The event's chat (a group conversation), for its hosts and the guests going; null for others or while none is open. */
  event_conversation_id: Maybe<Scalars['ID']['output']>;
  /** When it takes place. */
  event_date: Scalars['DateTime']['output'];
  /** Description, at most 1000 characters. */
  event_description: Scalars['String']['output'];
  /** The same as id: the name REST gives it. */
  event_id: Scalars['ID']['output'];
  /** Whether it takes place online. */
  event_is_online: Scalars['Boolean']['output'];
  /** Where it takes place, at most 120 characters. */
  event_location: Scalars['String']['output'];
  /** Name, at most 100 characters. */
  event_name: Scalars['String']['output'];
  /** Where on Earth it takes place (the venue line is event_location); null without a place: then it is on no map and near no one. */
  event_place: Maybe<EventPlace>;
  /** Whether going asks the hosts first (Request to join). */
  event_requires_approval: Scalars['Boolean']['output'];
  /** The IANA time zone its time is told in: its place's, or the one chosen (an online event); UTC when neither. */
  event_timezone: Scalars['String']['output'];
  /** People the signed-in user follows who are going: how many, and the latest three. */
  friends_going: FriendsGoing;
  /** People the signed-in user follows who marked interest: how many, and the latest three. */
  friends_interested: FriendsInterested;
  /** How many people are going. */
  going_count: Scalars['Int']['output'];
  /** The #tags its text carries (an event: its name and description), in their normal form (lower case, accents folded), alphabetical. */
  hashtags: Array<Scalars['String']['output']>;
  /** Id of the item, the same as remark_id, post_id or event_id. */
  id: Scalars['ID']['output'];
  /** Number of people interested. */
  interest_count: Scalars['Int']['output'];
  /** Whether the signed-in user hosts the event: its creator or a co-host. */
  is_host: Scalars['Boolean']['output'];
  /** Whether the signed-in user is in the event's chat now: joined it (or put in it as a host) and did not leave it. */
  is_in_event_chat: Scalars['Boolean']['output'];
  /** Whether the signed-in user is interested. */
  is_interested: Scalars['Boolean']['output'];
  /** Whether the signed-in user likes it. */
  is_liked: Scalars['Boolean']['output'];
  /** Whether it comes from a server of the fediverse other than this one (its author is `name@host`). */
  is_remote: Scalars['Boolean']['output'];
  /** Number of likes. */
  like_count: Scalars['Int']['output'];
  /** Preview of the first link of its text (for an event, its description, then its name); null until fetched, or when there is none to show. */
  link_preview: Maybe<LinkPreview>;
  /** The images in gallery order; the first is the cover. */
  media: Array<Media>;
  /** The accounts its text mentions with @username (an event: its description), in the order written, under their current names; an account deleted, suspended or behind a block is left out. */
  mentions: Array<Mention>;
  /** The signed-in user's answer: GOING, WAITLISTED, REQUESTED, or null. */
  rsvp_status: Maybe<RsvpStatus>;
  /** Seats still free (0 when full); null when the event has no capacity. */
  seats_left: Maybe<Scalars['Int']['output']>;
  /** The series this event is a date of (a repeating event, see eventSeries); null for an event that does not repeat. */
  series_id: Maybe<Scalars['ID']['output']>;
  /** Its address on its own server, for an item of another server (where it can be opened); null for an item of this server. */
  url: Maybe<Scalars['String']['output']>;
  /** How many people are waiting for a seat. */
  waitlist_count: Scalars['Int']['output'];
  /** The signed-in user's place in the waitlist (1 = next); null when not waiting. */
  waitlist_position: Maybe<Scalars['Int']['output']>;
};


/** An event people can mark interest in. */
export type EventCommentsArgs = {
  after?: InputMaybe<PageCursorInput>;
};

/** When an event starts, in the viewer's time zone (viewer_timezone). */
export type EventDateFilter =
  /** Any time: does not filter. */
  | 'ANY'
  /** From now to the first day of next month, 00:00. */
  | 'THIS_MONTH'
  /** From now to next Monday 00:00. */
  | 'THIS_WEEK'
  /** Saturday 00:00 to Monday 00:00; on a Sunday, that day. */
  | 'THIS_WEEKEND'
  /** Today, midnight to midnight. */
  | 'TODAY'
  /** Tomorrow, midnight to midnight. */
  | 'TOMORROW';

/** The filters of the Events page (spec §3, and Near and When); each one left out or null does not filter. */
export type EventFiltersInput = {
  /** When events start, in viewer_timezone; ANY or none does not filter. */
  date_filter?: InputMaybe<EventDateFilter>;
  /** Events from this day on (YYYY-MM-DD, in viewer_timezone), the day included. */
  date_from?: InputMaybe<Scalars['String']['input']>;
  /** Events until this day (YYYY-MM-DD, in viewer_timezone), the day included; not before date_from. */
  date_to?: InputMaybe<Scalars['String']['input']>;
  /** One of the event category values; empty does not filter. */
  event_category?: InputMaybe<Scalars['String']['input']>;
  /** true: online events only; false: in-person events only. */
  event_is_online?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the event name, ignoring case; blank does not filter. */
  event_name?: InputMaybe<Scalars['String']['input']>;
  /** Only events within radius_km of a place, each with its distance_km; events without a place are left out. */
  near?: InputMaybe<NearInput>;
  /** The viewer's IANA time zone, in which days and weeks are counted; UTC when left out. */
  viewer_timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of an event; on update, fields left out keep their value. */
export type EventInput = {
  /** Seats; null for no limit. Not below the people already going; raising it gives the new seats to the first people waiting. Left out: unchanged. */
  event_capacity?: InputMaybe<Scalars['Int']['input']>;
  /** One of the event category values. */
  event_category?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 date and time with offset; not in the past. */
  event_date?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 characters. */
  event_description?: InputMaybe<Scalars['String']['input']>;
  /** Whether it takes place online. */
  event_is_online?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where it takes place, degrees north (-90 to 90); with event_longitude, instead of event_place_id. */
  event_latitude?: InputMaybe<Scalars['Float']['input']>;
  /** At most 120 characters. */
  event_location?: InputMaybe<Scalars['String']['input']>;
  /** Where it takes place, degrees east (-180 to 180); with event_latitude. */
  event_longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Required on creation; at most 100 characters. */
  event_name?: InputMaybe<Scalars['String']['input']>;
  /** Where it takes place: a place_id of the places query; null takes the place away. Instead of event_latitude and event_longitude. Left out: unchanged. */
  event_place_id?: InputMaybe<Scalars['String']['input']>;
  /** Whether going asks the hosts first. Turning it off approves no one by itself: requests wait for a host. */
  event_requires_approval?: InputMaybe<Scalars['Boolean']['input']>;
  /** On creation only (refused on update): an RFC 5545 rule by which the event repeats, such as FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8; it must end within 200 dates. */
  event_rrule?: InputMaybe<Scalars['String']['input']>;
  /** The IANA time zone its time is told in, such as Asia/Tokyo. Left out: the new place's zone when the place changes, else unchanged (on creation, the place's, else UTC). */
  event_timezone?: InputMaybe<Scalars['String']['input']>;
};

/** An event on a map: where and when it takes place. */
export type EventMarker = {
  __typename?: 'EventMarker';
  /** When it takes place. */
  event_date: Scalars['DateTime']['output'];
  /** Id of the event. */
  event_id: Scalars['ID']['output'];
  /** Name of the event. */
  event_name: Scalars['String']['output'];
  /** Degrees north. */
  latitude: Scalars['Float']['output'];
  /** Degrees east. */
  longitude: Scalars['Float']['output'];
};

/** A message a host wrote to an event's guests, kept on the event. */
export type EventMessage = {
  __typename?: 'EventMessage';
  /** Who it was sent to. */
  audience: GuestAudience;
  /** When it was sent. */
  created_at: Scalars['DateTime']['output'];
  /** Id of the message. */
  event_message_id: Scalars['ID']['output'];
  /** What the host wrote, at most 1000 characters. */
  message_content: Scalars['String']['output'];
  /** How many guests it was sent to (as a notification, and a mail to those who want one). */
  recipient_count: Scalars['Int']['output'];
};

/** A page of an event's messages to its guests, newest first. */
export type EventMessagePage = {
  __typename?: 'EventMessagePage';
  /** The messages of this page. */
  items: Array<EventMessage>;
  /** Where the next (older) page starts; null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** One page of events, soonest first. */
export type EventPage = {
  __typename?: 'EventPage';
  /** The events of this page. */
  items: Array<Event>;
  /** Where the next page starts (cursor_timestamp is the event date of the last event); null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** Where an event takes place: a gazetteer place, or coordinates named by the gazetteer's nearest place. */
export type EventPlace = {
  __typename?: 'EventPlace';
  /** Its country, in English. */
  country: Scalars['String']['output'];
  /** Degrees north of the event itself (−90 to 90). */
  latitude: Scalars['Float']['output'];
  /** Degrees east of the event itself (−180 to 180). */
  longitude: Scalars['Float']['output'];
  /** The place's name (for coordinates, the nearest gazetteer place's). */
  name: Scalars['String']['output'];
  /** The gazetteer id; null when the event was placed by coordinates. */
  place_id: Maybe<Scalars['String']['output']>;
  /** Its region, when the gazetteer names one. */
  region: Maybe<Scalars['String']['output']>;
};

/** A repeating event: the rule by which its dates are made, each an event of its own. */
export type EventSeries = {
  __typename?: 'EventSeries';
  /** Its RFC 5545 rule: a DTSTART line with the event's time zone (TZID), then the RRULE line. After a change of the following dates, the rule of those dates. */
  rrule: Scalars['String']['output'];
  /** Id of the series; the series_id of its events. */
  series_id: Scalars['ID']['output'];
};

/** A series and a page of its upcoming dates, soonest first. */
export type EventSeriesPage = {
  __typename?: 'EventSeriesPage';
  /** Its dates that have not started yet, soonest first, a page at a time. */
  events: EventPage;
  /** The series. */
  series: EventSeries;
};

/** People the signed-in user follows who are going to an event. */
export type FriendsGoing = {
  __typename?: 'FriendsGoing';
  /** How many of them there are. */
  count: Scalars['Int']['output'];
  /** Up to three of them, the most recently answered first. */
  people: Array<Person>;
};

/** People the signed-in user follows who marked interest in an event. */
export type FriendsInterested = {
  __typename?: 'FriendsInterested';
  /** How many of them there are. */
  count: Scalars['Int']['output'];
  /** Up to three of them, the most recently interested first. */
  people: Array<Person>;
};

/** Someone on an event's guest list, as its hosts see them. */
export type Guest = {
  __typename?: 'Guest';
  /** Who they are. */
  account: Person;
  /** When they answered (went, joined the waitlist or asked). */
  answered_at: Scalars['DateTime']['output'];
  /** What they wrote to the hosts with a request to join; empty when nothing. */
  message: Scalars['String']['output'];
  /** Going, waiting for a seat, or asking to join. */
  rsvp_status: RsvpStatus;
};

/** Who a host's message to an event's guests goes to. */
export type GuestAudience =
  /** Both. */
  | 'ALL'
  /** The guests going (with a seat). */
  | 'GOING'
  /** The guests waiting for a seat. */
  | 'WAITLISTED';

/** A page of guests, in the order they came. */
export type GuestPage = {
  __typename?: 'GuestPage';
  /** The guests of this page. */
  items: Array<Guest>;
  /** Where the next page starts (cursor_timestamp is when the last guest took their place in the queue); null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** A server of the fediverse this one knows (it has accounts of it here) or blocked. */
export type KnownServer = {
  __typename?: 'KnownServer';
  /** Its accounts known here (followed, following, or looked up). */
  account_count: Scalars['Int']['output'];
  /** Why it was blocked, as the moderation log keeps it; null when it is not. */
  block_reason: Maybe<Scalars['String']['output']>;
  /** When it was blocked; null when it is not. */
  blocked_at: Maybe<Scalars['DateTime']['output']>;
  /** Its host, `name[:port]`, as handles `@someone@host` name it. */
  host: Scalars['String']['output'];
  /** Whether it is blocked: it gets nothing from this server and is heard from no more. */
  is_blocked: Scalars['Boolean']['output'];
};

/** A page of the servers known here, by host. */
export type KnownServerPage = {
  __typename?: 'KnownServerPage';
  /** At most 50, by host. */
  items: Array<KnownServer>;
  /** The host the next page starts after (`after`); null on the last page. */
  next_cursor: Maybe<Scalars['String']['output']>;
};

/** A language Gatherly speaks: its screens, mails and notifications. */
export type Language = {
  __typename?: 'Language';
  /** Its BCP 47 code, as setLanguage takes it. */
  code: Scalars['String']['output'];
  /** Which way its lines run: rtl mirrors the layout. */
  direction: TextDirection;
  /** Its name in English. */
  name: Scalars['String']['output'];
  /** Its name in itself, as a list of languages shows it. */
  native_name: Scalars['String']['output'];
};

/** A preview of the first link of a text, fetched by the server after it was written. */
export type LinkPreview = {
  __typename?: 'LinkPreview';
  /** Description of the page, plain text. */
  description: Maybe<Scalars['String']['output']>;
  /** URL of the page's image, re-encoded and served by this app; null when none. */
  image: Maybe<Scalars['String']['output']>;
  /** Name of the site (og:site_name, else the oEmbed provider or author), else its host. */
  site_name: Maybe<Scalars['String']['output']>;
  /** Title of the page (Open Graph, Twitter card, oEmbed or <title>). */
  title: Maybe<Scalars['String']['output']>;
  /** The link previewed, as the server fetched it (normalised, without its #fragment). */
  url: Scalars['String']['output'];
};

/** E-mail and password of a verified account. */
export type LoginInput = {
  /** E-mail address the account signed up with. */
  email: Scalars['String']['input'];
  /** The account password. */
  password: Scalars['String']['input'];
};

/** Answer to a successful login. The refresh token travels in an httpOnly cookie. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Short-lived access token for the Authorization: Bearer header. */
  access: Scalars['String']['output'];
  /** True when the account is suspended: the session may only download its data (dataExport, requestDataExport), delete the account and log out; anything else fails with auth/account_suspended. */
  restricted: Scalars['Boolean']['output'];
  /** The signed-in user. */
  user: AuthUser;
};

/** The second step of a login: the token the password step answered, and a code. */
export type LoginTwoFactorInput = {
  /** A code of the authenticator app, or an unused recovery code (xxxx-xxxx). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** A passkey's answer (WebAuthn AuthenticationResponseJSON), instead of a code. */
  passkey_response?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The two_factor_token of the login error (single use, 5 minutes). */
  two_factor_token: Scalars['String']['input'];
};

/** The visible area of a map; min_longitude above max_longitude crosses the 180th meridian. */
export type MapBoundsInput = {
  /** Northern edge, degrees north (-90 to 90); not below min_latitude. */
  max_latitude: Scalars['Float']['input'];
  /** Eastern edge, degrees east (-180 to 180). */
  max_longitude: Scalars['Float']['input'];
  /** Southern edge, degrees north (-90 to 90). */
  min_latitude: Scalars['Float']['input'];
  /** Western edge, degrees east (-180 to 180). */
  min_longitude: Scalars['Float']['input'];
};

/** The base map under the events' markers, as the server is configured (MAP_TILES_URL, MAP_ATTRIBUTION). */
export type MapConfig = {
  __typename?: 'MapConfig';
  /** Credit the tiles require, shown on the map. */
  attribution: Scalars['String']['output'];
  /** Tile URL template with {z}, {x} and {y} (and {s} for subdomains); null when the map has no tiles. */
  tiles_url: Maybe<Scalars['String']['output']>;
};

/** An image of a post or an event. */
export type Media = {
  __typename?: 'Media';
  /** What the image shows, for people who cannot see it: its `alt`, at most 1500 characters; null when its author gave none. */
  alt_text: Maybe<Scalars['String']['output']>;
  /** A BlurHash (blurha.sh) of the image, to draw a blurred placeholder while it loads; null for images stored before hashes were computed. */
  blurhash: Maybe<Scalars['String']['output']>;
  /** Position in the gallery; 0 is the cover. */
  display_order: Scalars['Int']['output'];
  /** Height of the display image in pixels. */
  height: Scalars['Int']['output'];
  /** URL of the image at display size (WebP). */
  media_file: Scalars['String']['output'];
  /** Id of the image, the same at every size. */
  media_id: Scalars['ID']['output'];
  /** URL of a square thumbnail (WebP). */
  thumbnail_file: Scalars['String']['output'];
  /** Width of the display image in pixels. */
  width: Scalars['Int']['output'];
};

/** An account a text names with @username, stored when the text was written: a rename keeps pointing at the same person. */
export type Mention = {
  __typename?: 'Mention';
  /** Id of the account mentioned. */
  account_id: Scalars['ID']['output'];
  /** Its user name now (a link to the profile shows this name). */
  username: Scalars['String']['output'];
  /** The name as the text writes it, after the @ (it may be a name given up since): the part of the text that links to the profile, matched in any case. */
  written_as: Scalars['String']['output'];
};

/** A message (spec §3): written text, at most 400 characters, trimmed, never blank; or, by its kind, a line saying what its sender did to the group. Event messages never count as unread. */
export type Message = {
  __typename?: 'Message';
  /** The id its sender's app gave it (sendMessage's client_id), if it gave one: the app matches a message it is still sending to the one stored. */
  client_id: Maybe<Scalars['ID']['output']>;
  /** The text as stored: trimmed, in Unicode NFC, 1 to 400 characters; may hold newlines. Empty once unsent, and for LEFT and ADDED; for RENAMED the new name (empty: the name was removed). */
  content: Scalars['String']['output'];
  /** The conversation it was sent in. */
  conversation_id: Scalars['ID']['output'];
  /** Grows with each message of a conversation, in the order they were stored: order and de-duplicate by it. */
  id: Scalars['ID']['output'];
  /** TEXT for what someone wrote; LEFT, ADDED, RENAMED for what its sender did to the group. */
  kind: MessageKind;
  /** The accounts its text mentions with @username, in the order written, under their current names: only people its sender may see (a block either way, a suspension or a deletion leaves them out); empty once unsent. */
  mentions: Array<Mention>;
  /** ADDED: who was added, in the order they were given; empty for the other kinds. */
  people: Array<ChatPerson>;
  /** Who sent it, with their current name and photo. */
  sender: ChatPerson;
  /** When it was sent. */
  timestamp: Scalars['DateTime']['output'];
  /** Whether its sender unsent it (within 10 minutes of sending): its content is then empty. Show "This message was unsent". */
  unsent: Scalars['Boolean']['output'];
};

/** What a message is: written text, or a change to the group made by its sender. */
export type MessageKind =
  /** The sender added `people` to the group; content is empty. */
  | 'ADDED'
  /** The sender left the group; content is empty. */
  | 'LEFT'
  /** The sender named the group `content`; empty content: they removed its name. */
  | 'RENAMED'
  /** A message someone wrote. */
  | 'TEXT';

/** Messages of a conversation, oldest first, and where the older ones continue. */
export type MessagePage = {
  __typename?: 'MessagePage';
  /** Oldest first. */
  items: Array<Message>;
  /** Pass as `before` for the older messages; null when there are none. */
  older_cursor: Maybe<Scalars['ID']['output']>;
};

/** One thing a moderator did, and why. */
export type ModerationLogEntry = {
  __typename?: 'ModerationLogEntry';
  /** The account concerned; null once it is gone. */
  account_id: Maybe<Scalars['ID']['output']>;
  /** Whether that account is suspended now. */
  account_suspended: Scalars['Boolean']['output'];
  /** The account concerned's user name; empty for a dismissed report of a target already gone. */
  account_username: Scalars['String']['output'];
  /** What was done: remove_content, suspend_account, lift_suspension, dismiss_report, account_deletion_requested, account_deletion_cancelled, account_deleted, block_server, unblock_server. */
  action: Scalars['String']['output'];
  /** When it was done; the log is ordered by it, newest first. */
  created_at: Scalars['DateTime']['output'];
  /** Id of the entry. */
  id: Scalars['ID']['output'];
  /** Who did it. */
  moderator_username: Scalars['String']['output'];
  /** What the account was told; for a dismissed report, why nothing was done (empty for reports dismissed before a reason was asked). */
  reason: Scalars['String']['output'];
  /** The target's id: a UUID, or a message's number for a message; the account's id for a lifted suspension; a server's host. */
  target_id: Scalars['ID']['output'];
  /** account, remark, post, event, comment, message or server. */
  target_type: Scalars['String']['output'];
};

/** A page of the moderation log, newest first. */
export type ModerationLogPage = {
  __typename?: 'ModerationLogPage';
  /** At most 20, newest first. */
  items: Array<ModerationLogEntry>;
  /** Where the next page starts; null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Makes someone you follow a co-host of your event (at most 10): they edit it, manage its guests and message them. Twice changes nothing. */
  addCoHost: Event;
  /** Adds people to a group; any member may, with the rules of starting a group (blocks). The added receive conversationCreated and see the conversation from the ADDED message on, not what was said before; the members an ADDED message and conversationUpdated. */
  addConversationParticipants: Conversation;
  /** Adds the passkey the browser made; request/conflict past 20 or when it is already there. */
  addPasskey: Passkey;
  /** Hosts: lets someone who asked join; going while a seat is left, else on the waitlist (the answer says which). */
  approveGuest: Guest;
  /** Blocks a person: follows end both ways; they can no longer find, follow, see, engage with or message you. */
  blockAccount: Profile;
  /** Blocks a server: it gets nothing more and is heard from no more; its accounts here are suspended with it. request/conflict when blocked already. Answers the message to show. */
  blockInstance: Scalars['String']['output'];
  /** Cancels the pending deletion of an account, signed out; answers the text to show. Then log in as usual. Throttled as login. */
  cancelAccountDeletion: Scalars['String']['output'];
  /** Asks to move the account to another address: a link that works once within 24 hours is mailed to it, and the current address is told. The address changes only when the link is opened; asking again ends the earlier link. A wrong password is request/invalid and counts as a failed login; an address of another account is account/email_taken; a personal access token gets auth/forbidden. */
  changeEmail: EmailChangeRequest;
  /** Changes the password and ends every other session (their refresh answers auth/session_ended_password_changed); the account is mailed. A wrong current password is request/invalid and counts as a failed login; a personal access token gets auth/forbidden. Answers the message to show. */
  changePassword: Scalars['String']['output'];
  /** Changes the username, at most once every 30 days (request/invalid before, saying when; a change of letter case alone is allowed at any time). For 90 days the old name answers the profile and nobody else may take it. account/username_taken when the name is another account's or kept for one; a personal access token gets auth/forbidden. */
  changeUsername: UsernameChange;
  /** Comments on the event named by item_id. */
  commentOnEvent: Comment;
  /** Comments on the post named by item_id. */
  commentOnPost: Comment;
  /** Comments on the remark named by item_id. */
  commentOnRemark: Comment;
  /** Applies a change of address with the token of the mailed link, signed in or not. auth/token_invalid for a used or expired link; account/email_taken when the address was taken meanwhile. */
  confirmEmailChange: EmailChangeConfirmation;
  /** Makes a personal access token; its secret is answered this once. */
  createAccessToken: CreatedAccessToken;
  /** Makes a new secret address of the calendar feed and answers it; the previous one stops working. */
  createCalendarFeed: Scalars['String']['output'];
  /** Starts a conversation; with one other person, answers the one they already share if any. */
  createConversation: Conversation;
  /** Writes a remark. */
  createRemark: Remark;
  /** Hosts: turns a request down (400 for someone who did not ask); they are told. Answers the request as it was. */
  declineGuest: Guest;
  /** Deletes a comment (one's own, or any on one's own item); answers the item it was on, with its count. */
  deleteComment: Maybe<ContentItem>;
  /** Deletes one's own event and everything attached to it; with scope FOLLOWING, also the later dates of its series, which then ends before it. */
  deleteEvent: Scalars['Boolean']['output'];
  /** Deletes one's own post and everything attached to it. */
  deletePost: Scalars['Boolean']['output'];
  /** Deletes one's own remark and everything attached to it. */
  deleteRemark: Scalars['Boolean']['output'];
  /** Turns two-factor authentication off; asks the password and a code (or a recovery code, or a passkey answer). */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** Closes the report, and the other open reports of the same target, doing nothing to it; the reason is kept in the moderation log. */
  dismissReport: Scalars['String']['output'];
  /** Turns two-factor authentication on with a code of the secret just set up; answers the recovery codes this once. request/invalid naming the code when it is wrong. */
  enableTwoFactor: EnabledTwoFactor;
  /** Signs out every session but the current one: their access tokens are refused at once and their sockets close. Answers how many ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Signs one session out: its access tokens are refused at once and its sockets close. Ending the current one is a logout (over HTTP the refresh cookie is cleared). Answers the message to show. */
  endSession: Scalars['String']['output'];
  /** Follows a user; following twice changes nothing. Answers their profile. */
  follow: Profile;
  /** Follows a tag: its new items join your home feed. Following twice changes nothing. */
  followTag: Tag;
  /** Going: a seat while one is left, else the waitlist; a request when the hosts approve guests. Twice answers what you hold. An event's creator and co-hosts may go to it too, taking a seat like anyone. Past events: 400. */
  goToEvent: Rsvp;
  /** Joins the event's chat: for the guests going and its hosts (auth/forbidden for others); request/conflict while no host opened it, or for a guest once it holds 1000 people (hosts always get in). Leave it as any group. */
  joinEventChat: Conversation;
  /** Leaves a group: from now on the signed-in user receives nothing of it (every socket), it leaves their list (conversationLeft), and the others receive a LEFT message and conversationUpdated. */
  leaveConversation: Scalars['Boolean']['output'];
  /** Takes back your seat, place in the waitlist or request; a seat freed goes to the first person waiting. */
  leaveEvent: Event;
  /** Lifts an account's suspension; its owner is told the reason by mail. */
  liftSuspension: Scalars['String']['output'];
  /** Likes the event with this id; liking twice changes nothing. */
  likeEvent: Event;
  /** Likes the post with this id; liking twice changes nothing. */
  likePost: Post;
  /** Likes the remark with this id; liking twice changes nothing. */
  likeRemark: Remark;
  /** Logs a verified account in; the refresh token is set as an httpOnly cookie. With two-factor authentication on, fails with auth/two_factor_required, whose extensions hold two_factor_token and methods: finish with loginWithTwoFactor. */
  login: LoginPayload;
  /** Signs in with a passkey alone, as login does; the refresh token is set as an httpOnly cookie. auth/passkey_refused for an answer that does not fit. */
  loginWithPasskey: LoginPayload;
  /** The second step of a login that failed with auth/two_factor_required: its extensions.two_factor_token with a code (authenticator or recovery code) or a passkey answer. Answers as login does and sets the refresh cookie; auth/two_factor_invalid (401) for a wrong, reused or expired code. */
  loginWithTwoFactor: LoginPayload;
  /** Ends the current session and clears the refresh cookie. */
  logout: Scalars['Boolean']['output'];
  /** Marks interest in attending an event; twice changes nothing. */
  markEventInterest: Event;
  /** Marks notifications read: all, or those up to `up_to` (the position of the newest entry shown). Answers the unread count left. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Marks the conversation read up to a message; the position is kept for every device. When it moves, the signed-in user's devices receive conversationRead, and in a one-to-one conversation the other person too; in a group nobody else. */
  markRead: Conversation;
  /** Writes to the event's guests: a notification and a mail (per their preferences) to each, and kept on the event. */
  messageGuests: EventMessage;
  /** Mutes a person: their items and notifications leave your feed and bell. They are not told. */
  muteAccount: Profile;
  /** Opens the event's chat, a group named after it with its hosts; already open, the same one (which you join again if you had left). */
  openEventChat: Conversation;
  /** Options (WebAuthn JSON) for the browser's passkey prompt at sign-in: for a passkey alone (then loginWithPasskey), or with a two_factor_token for that account's passkeys (then loginWithTwoFactor with passkey_response). */
  passkeyLoginOptions: Scalars['JSONObject']['output'];
  /** Options (WebAuthn JSON) for the browser's prompt that makes a passkey; answer them with addPasskey within 5 minutes. */
  passkeyRegistrationOptions: Scalars['JSONObject']['output'];
  /** Turns the calendar feed off; its address stops working. */
  removeCalendarFeed: Scalars['Boolean']['output'];
  /** Takes a co-host off the event: its creator removes anyone, a co-host themself; event/co_host_not_found when they are not one. */
  removeCoHost: Event;
  /** Removes someone from the signed-in user's followers. Answers the user's own profile. */
  removeFollower: Profile;
  /** Hosts: takes a guest off the event, whatever they held; a seat freed goes to the first person waiting. Answers the guest as they were. */
  removeGuest: Guest;
  /** Removes one of your passkeys: it signs in no more. Answers the message to show. */
  removePasskey: Scalars['String']['output'];
  /** Goes back to the default profile image. */
  removeProfilePhoto: Profile;
  /** Removes the reported remark, post, event, comment or message; its author is told the reason by mail. Answers the message to show. */
  removeReportedContent: Scalars['String']['output'];
  /** Names a group, or removes its name (empty); any member may. The members receive a RENAMED message and conversationUpdated. */
  renameConversation: Conversation;
  /** Renames one of your passkeys. */
  renamePasskey: Passkey;
  /** Reports an account, an item, a comment or a message to the moderators; refused while one's earlier report of it is open. */
  reportContent: Report;
  /** Schedules the deletion of your account after the grace period: it is hidden and every session ends at once. Until then `login` errs account/deletion_pending (extensions.deletion_scheduled_for) and cancelAccountDeletion brings it back. request/conflict when already scheduled. */
  requestAccountDeletion: AccountDeletion;
  /** Asks for an archive of your data, built in the background; you are notified and mailed when it is ready. Once every 7 days: sooner, request/rate_limited says when (extensions.retryAfter). */
  requestDataExport: DataExport;
  /** Mails a password reset link; the same answer whether or not the address has an account. */
  requestPasswordReset: Scalars['String']['output'];
  /** Mails a new verification link to an unverified account; the same answer for any address. Asked again within a minute, request/rate_limited says when it can be sent (extensions.retryAfter). */
  resendVerification: Scalars['String']['output'];
  /** Sets a new password with a reset token and ends every session of the account. */
  resetPassword: Scalars['String']['output'];
  /** Revokes a personal access token: it stops working at once. Answers the message to show. */
  revokeAccessToken: Scalars['String']['output'];
  /** Sends a message (at most 400 characters, trimmed, not blank) to everyone in the conversation; with a client_id sent before, answers that message instead. */
  sendMessage: Message;
  /** Chooses whether others find the signed-in user's remarks, posts, events and comments in search (their own searches always do). Answers their profile. */
  setIndexable: Profile;
  /** Chooses the language of Gatherly, its mails and its notifications, on every device; answers it. A code of `languages`; any other fails with validation_failed. */
  setLanguage: Scalars['String']['output'];
  /** Describes an image of one's own post or event (its alt text); media/not_found for an image you cannot see, auth/forbidden for someone else's. */
  setMediaAltText: Media;
  /** Turns one kind on or off in the app, by e-mail and by push; what is not given stays. A message (kind message) is pushed or not, nothing else: in_app or email for it is a validation error. */
  setNotificationPreference: NotificationPreference;
  /** Saves the signed-in user's colour theme; answers it. */
  setTheme: Scalars['String']['output'];
  /** Tells the others that the signed-in user started or stopped typing. */
  setTyping: Scalars['Boolean']['output'];
  /** Creates an unverified account and mails the verification link. */
  signup: SignupPayload;
  /** Starts a conversation with its first message, in one transaction: with one other person, the one-to-one conversation the two share, else a new one. The others hear of it (conversationCreated, messageAdded) only once the message is stored; a refused message creates nothing. The rules of createConversation and sendMessage. */
  startConversation: Conversation;
  /** A new authenticator secret with its QR code; sign-in asks nothing more until enableTwoFactor confirms it. request/conflict when two-factor is on already; a personal access token is refused. */
  startTwoFactorSetup: TwoFactorSetup;
  /** Turns push notifications on for this device; the same endpoint again updates it, for this account and session. */
  subscribePush: PushSubscription;
  /** Suspends the account that wrote (or is) the reported target: its sessions end, it cannot log in, its content is hidden. */
  suspendReportedAccount: Scalars['String']['output'];
  /** Unblocks a person. */
  unblockAccount: Profile;
  /** Unblocks a server: it is heard again, and the accounts its block suspended show again. request/conflict when it is not blocked. Answers the message to show. */
  unblockInstance: Scalars['String']['output'];
  /** Stops following a user. Answers their profile. */
  unfollow: Profile;
  /** Stops following a tag. */
  unfollowTag: Tag;
  /** Takes a like of the event with this id back. */
  unlikeEvent: Event;
  /** Takes a like of the post with this id back. */
  unlikePost: Post;
  /** Takes a like of the remark with this id back. */
  unlikeRemark: Remark;
  /** Takes interest in an event back. */
  unmarkEventInterest: Event;
  /** Unmutes a person. */
  unmuteAccount: Profile;
  /** Unsends a TEXT message of the signed-in user's within 10 minutes of sending it: it stays in its place with its content emptied and unsent true, and everyone receives messageUnsent. message/not_found, chat/not_your_message (403), chat/not_unsendable and chat/unsend_expired (409). */
  unsendMessage: Message;
  /** Stops the mails of an unsubscribe link (one kind, or 'digest'); no sign-in needed. Answers what was stopped. */
  unsubscribe: Scalars['String']['output'];
  /** Turns push notifications off for one of your devices; push/subscription_not_found for any other. */
  unsubscribePush: Scalars['Boolean']['output'];
  /** Changes fields of one's own event; fields left out keep their value. */
  updateEvent: Event;
  /** Changes the caption of one's own post. */
  updatePost: Post;
  /** Changes the bio and gender of the signed-in user. */
  updateProfile: Profile;
  /** Changes the text of one's own remark. */
  updateRemark: Remark;
  /** Verifies an e-mail address with the token of the mailed link; answers the text to show. */
  verifyEmail: Scalars['String']['output'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationAddCoHostArgs = {
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationAddConversationParticipantsArgs = {
  conversation_id: Scalars['ID']['input'];
  participant_ids: Array<Scalars['ID']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationAddPasskeyArgs = {
  input: AddPasskeyInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationApproveGuestArgs = {
  account_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationBlockAccountArgs = {
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationBlockInstanceArgs = {
  host: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCancelAccountDeletionArgs = {
  input: CancelAccountDeletionInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationChangeUsernameArgs = {
  input: ChangeUsernameInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCommentOnEventArgs = {
  input: CommentInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCommentOnPostArgs = {
  input: CommentInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCommentOnRemarkArgs = {
  input: CommentInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCreateAccessTokenArgs = {
  input: AccessTokenInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCreateConversationArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  participant_ids: Array<Scalars['ID']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationCreateRemarkArgs = {
  input: RemarkInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDeclineGuestArgs = {
  account_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
  scope?: InputMaybe<EditScope>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDeleteRemarkArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDisableTwoFactorArgs = {
  input: DisableTwoFactorInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationDismissReportArgs = {
  reason: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationEnableTwoFactorArgs = {
  input: EnableTwoFactorInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationEndSessionArgs = {
  session_id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationFollowArgs = {
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationFollowTagArgs = {
  name: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationGoToEventArgs = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationJoinEventChatArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLeaveConversationArgs = {
  conversation_id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLeaveEventArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLiftSuspensionArgs = {
  accountId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLikeEventArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLikePostArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLikeRemarkArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLoginWithPasskeyArgs = {
  input: PasskeyLoginInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationLoginWithTwoFactorArgs = {
  input: LoginTwoFactorInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationMarkEventInterestArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationMarkNotificationsReadArgs = {
  up_to?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationMarkReadArgs = {
  conversation_id: Scalars['ID']['input'];
  message_id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationMessageGuestsArgs = {
  audience: GuestAudience;
  id: Scalars['ID']['input'];
  message_content: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationMuteAccountArgs = {
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationOpenEventChatArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationPasskeyLoginOptionsArgs = {
  input?: InputMaybe<PasskeyLoginOptionsInput>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRemoveCoHostArgs = {
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRemoveFollowerArgs = {
  accountId: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRemoveGuestArgs = {
  account_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRemoveReportedContentArgs = {
  reason: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRenameConversationArgs = {
  conversation_id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRenamePasskeyArgs = {
  id: Scalars['ID']['input'];
  input: RenamePasskeyInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationReportContentArgs = {
  input: ReportInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRequestAccountDeletionArgs = {
  input: AccountDeletionInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSendMessageArgs = {
  client_id?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  conversation_id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSetIndexableArgs = {
  indexable: Scalars['Boolean']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSetLanguageArgs = {
  language: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSetMediaAltTextArgs = {
  alt_text: Scalars['String']['input'];
  media_id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSetNotificationPreferenceArgs = {
  email?: InputMaybe<Scalars['Boolean']['input']>;
  in_app?: InputMaybe<Scalars['Boolean']['input']>;
  kind: NotificationKind;
  push?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSetThemeArgs = {
  theme: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSetTypingArgs = {
  conversation_id: Scalars['ID']['input'];
  is_typing: Scalars['Boolean']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSignupArgs = {
  input: SignupInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationStartConversationArgs = {
  content: Scalars['String']['input'];
  participant_ids: Array<Scalars['ID']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSubscribePushArgs = {
  input: SubscribePushInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationSuspendReportedAccountArgs = {
  reason: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnblockAccountArgs = {
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnblockInstanceArgs = {
  host: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnfollowArgs = {
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnfollowTagArgs = {
  name: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnlikeEventArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnlikePostArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnlikeRemarkArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnmarkEventInterestArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnmuteAccountArgs = {
  username: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnsendMessageArgs = {
  message_id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUnsubscribePushArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: EventInput;
  scope?: InputMaybe<EditScope>;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: PostCaptionInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUpdateProfileArgs = {
  input: ProfileBasicsInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationUpdateRemarkArgs = {
  id: Scalars['ID']['input'];
  input: RemarkInput;
};


/** Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations). */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** Events near a place: a place of the place search, or coordinates (not both), and a radius. */
export type NearInput = {
  /** Degrees north, -90 to 90; with longitude. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Degrees east, -180 to 180; with latitude. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** place_id of a place the place search answered. */
  place_id?: InputMaybe<Scalars['String']['input']>;
  /** Kilometres around the place, one of 5, 10, 25, 50, 100; 25 when left out. */
  radius_km?: InputMaybe<Scalars['Int']['input']>;
};

/** Where the next page of notifications starts. */
export type NotificationCursor = {
  __typename?: 'NotificationCursor';
  /** Pass it as `before` of notifications for the next page. */
  before: Scalars['ID']['output'];
};

/** An entry of the signed-in user's notifications: one kind of thing that happened to one item (or, for follows, to them) on one day. */
export type NotificationEntry = {
  __typename?: 'NotificationEntry';
  /** How many different people the entry is about. */
  actor_count: Scalars['Int']['output'];
  /** The newest people of the entry, newest first (at most two; none for reminders). */
  actors: Array<Person>;
  /** For comment entries: the text of the newest comment, shown rather than the item's; null otherwise. */
  comment_text: Maybe<Scalars['String']['output']>;
  /** When its newest notification arrived. */
  created_at: Scalars['DateTime']['output'];
  /** Stays the same while people join the entry. */
  id: Scalars['ID']['output'];
  /** The remark, post or event it is about; null for follows. */
  item_id: Maybe<Scalars['ID']['output']>;
  /** URL of the thumbnail of the item's first image. */
  item_image: Maybe<Scalars['String']['output']>;
  /** The description of the item's first image (its alt); null when none. */
  item_image_alt: Maybe<Scalars['String']['output']>;
  /** The kind of the item it is about; null for follows. */
  item_kind: Maybe<ContentKind>;
  /** The item's text: an event's name, a remark, a post's caption. */
  item_preview: Maybe<Scalars['String']['output']>;
  /** What happened. */
  kind: NotificationKind;
  /** Where it stands in the list; pass it as up_to when marking read, and as before to page on. */
  position: Scalars['ID']['output'];
  /** Whether the signed-in user has read it. */
  read: Scalars['Boolean']['output'];
  /** Its sentence, in the language of the answer: 'ada and 3 others liked your post'. */
  text: Scalars['String']['output'];
};

/** What a notification tells about. */
export type NotificationKind =
  /** Someone commented on their remark, post or event. */
  | 'comment'
  /** The archive of their data they asked for is ready to download (Settings, Your data). */
  | 'data_export_ready'
  /** A host declined their request to join an event. */
  | 'event_declined'
  /** A host wrote to the guests of an event they are going to or waiting for. */
  | 'event_message'
  /** An event they are interested in or going to starts within 24 hours. */
  | 'event_reminder'
  /** Someone asks to join an event they host. */
  | 'event_request'
  /** They have a seat at an event: promoted from its waitlist, or their request to join approved. */
  | 'event_seat'
  /** A host approved their request to join an event that was full: they are on its waitlist, and get event_seat once seated. */
  | 'event_waitlisted'
  /** Someone followed the signed-in user. */
  | 'follow'
  /** Someone marked interest in their event. */
  | 'interest'
  /** Someone liked their remark, post or event. */
  | 'like'
  /** Someone named them with @username in a remark, post caption, event description or comment (item_id: the item, or the one the comment is on). */
  | 'mention'
  /** Someone wrote to them in a chat: pushed to their devices alone, never an entry of the list; only its push can be set. */
  | 'message';

/** A page of notifications, newest first. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** At most 20, newest first. */
  items: Array<NotificationEntry>;
  /** Null on the last page. */
  next_cursor: Maybe<NotificationCursor>;
  /** Unread entries (counted up to 100). */
  unread_count: Scalars['Int']['output'];
};

/** Where one kind of notification goes. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  /** Sent by e-mail: reminders, seats, declined requests and hosts' messages as they come, the rest in a daily digest. */
  email: Scalars['Boolean']['output'];
  /** Shown in the bell and the Notifications page. */
  in_app: Scalars['Boolean']['output'];
  /** The kind of notification this choice is for. */
  kind: NotificationKind;
  /** Pushed to the devices where push notifications are on (Settings, Notifications). */
  push: Scalars['Boolean']['output'];
};

/** An open report as moderators see it, with what it is about. */
export type OpenReport = {
  __typename?: 'OpenReport';
  /** When it was filed; the list is ordered by it, oldest first. */
  created_at: Scalars['DateTime']['output'];
  /** The report, for removeReportedContent, suspendReportedAccount and dismissReport. */
  id: Scalars['ID']['output'];
  /** URL of the thumbnail of a reported item's first image. */
  image: Maybe<Scalars['String']['output']>;
  /** The description of a reported item's first image (its alt); null when none. */
  image_alt: Maybe<Scalars['String']['output']>;
  /** For an item, its kind; for a comment, the kind of the item it is on. */
  item_kind: Maybe<ContentKind>;
  /** Who wrote it (for an account, the account itself); null once gone. */
  owner: Maybe<Person>;
  /** Whether the owner is suspended already. */
  owner_suspended: Scalars['Boolean']['output'];
  /** The reported text: a remark, a post's caption, an event's name, a comment, a message or an account's bio; null when it no longer exists. */
  preview: Maybe<Scalars['String']['output']>;
  /** spam, harassment, hate, violence, nudity, false_information or other. */
  reason: Scalars['String']['output'];
  /** Open reports of the same target, this one included. */
  report_count: Scalars['Int']['output'];
  /** Who reported it; null once their account is gone. */
  reporter: Maybe<Person>;
  /** The target's id: a UUID, or a message's number for a message. */
  target_id: Scalars['ID']['output'];
  /** account, remark, post, event, comment or message. */
  target_type: Scalars['String']['output'];
  /** What the reporter added; may be empty. */
  text: Scalars['String']['output'];
};

/** A page of open reports, oldest first. */
export type OpenReportPage = {
  __typename?: 'OpenReportPage';
  /** At most 20, oldest first. */
  items: Array<OpenReport>;
  /** Where the next page starts; null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** Where the next page of a list starts (newest first). */
export type PageCursor = {
  __typename?: 'PageCursor';
  /** Id of the last item of the page. */
  cursor_id: Scalars['ID']['output'];
  /** Creation time of the last item of the page, with microseconds. */
  cursor_timestamp: Scalars['String']['output'];
};

/** A next_cursor as a list answered it. */
export type PageCursorInput = {
  /** cursor_id of the previous page. */
  cursor_id: Scalars['ID']['input'];
  /** cursor_timestamp of the previous page. */
  cursor_timestamp: Scalars['String']['input'];
};

/** A passkey as its owner's list shows it (never its key). */
export type Passkey = {
  __typename?: 'Passkey';
  /** When it was added. */
  created_at: Scalars['DateTime']['output'];
  /** When it last signed in; null if never. */
  last_used_at: Maybe<Scalars['DateTime']['output']>;
  /** What its owner named it (the device or key it lives on). */
  name: Scalars['String']['output'];
  /** Its id, to rename or remove it. */
  passkey_id: Scalars['ID']['output'];
};

/** A sign-in with a passkey alone. */
export type PasskeyLoginInput = {
  /** The JSON of the PublicKeyCredential the browser answered (as @simplewebauthn/browser returns it: id, rawId, type, response with base64url fields). Answer to options from passkeyLoginOptions, within 5 minutes; each is taken once. */
  response: Scalars['JSONObject']['input'];
};

/** What a passkey sign-in is for. */
export type PasskeyLoginOptionsInput = {
  /** The two_factor_token of a password login, to use a passkey as its second step; none for a passkey alone. */
  two_factor_token?: InputMaybe<Scalars['String']['input']>;
};

/** A person in a list: followers, following, search results (spec §3). */
export type Person = {
  __typename?: 'Person';
  /** Full name as they wrote it: letters and spaces, 2 to 100 characters. */
  full_name: Scalars['String']['output'];
  /** Account id (account_id in REST). */
  id: Scalars['ID']['output'];
  /** Whether the signed-in user follows them. */
  is_following: Scalars['Boolean']['output'];
  /** Whether the account is of another server of the fediverse; its user name is then `<username>@<host>`. */
  is_remote: Scalars['Boolean']['output'];
  /** URL of the square profile photo; null for the default image. */
  profile_image: Maybe<Scalars['String']['output']>;
  /** Unique user name. */
  username: Scalars['String']['output'];
};

/** One page of people, newest first (the latest follow, block or mute). */
export type PersonPage = {
  __typename?: 'PersonPage';
  /** The people of this page. */
  items: Array<Person>;
  /** Where the next page starts; null on the last page. */
  next_cursor: Maybe<PageCursor>;
};

/** A place of the world gazetteer (GeoNames), as the place search offers it. */
export type Place = {
  __typename?: 'Place';
  /** Its country, in English ("France"). */
  country: Scalars['String']['output'];
  /** Degrees north (−90 to 90). */
  latitude: Scalars['Float']['output'];
  /** Degrees east (−180 to 180). */
  longitude: Scalars['Float']['output'];
  /** The place's name, as the gazetteer spells it ("Paris"). */
  name: Scalars['String']['output'];
  /** The gazetteer id (GeoNames); send it as event_place_id. */
  place_id: Scalars['ID']['output'];
  /** Its region (state, province), when the gazetteer names one ("Île-de-France"). */
  region: Maybe<Scalars['String']['output']>;
  /** The IANA time zone at the place ("Europe/Paris"): an event there is told in it. */
  timezone: Scalars['String']['output'];
};

/** An image gallery with a caption. */
export type Post = ContentItem & {
  __typename?: 'Post';
  /** Profile image URL of the author; null when none. */
  account_profile_image: Maybe<Scalars['String']['output']>;
  /** User name of the author. */
  account_username: Scalars['String']['output'];
  /** Number of comments. */
  comment_count: Scalars['Int']['output'];
  /** Its newest comments, oldest first; `after` (a next_cursor) reads the page of older ones. */
  comments: CommentPage;
  /** When it was created. */
  created_at: Scalars['DateTime']['output'];
  /** When its author last edited it (text, caption or event details); null when never: clients show "(edited)". */
  edited_at: Maybe<Scalars['DateTime']['output']>;
  /** The #tags its text carries (an event: its name and description), in their normal form (lower case, accents folded), alphabetical. */
  hashtags: Array<Scalars['String']['output']>;
  /** Id of the item, the same as remark_id, post_id or event_id. */
  id: Scalars['ID']['output'];
  /** Whether the signed-in user likes it. */
  is_liked: Scalars['Boolean']['output'];
  /** Whether it comes from a server of the fediverse other than this one (its author is `name@host`). */
  is_remote: Scalars['Boolean']['output'];
  /** Number of likes. */
  like_count: Scalars['Int']['output'];
  /** Preview of the first link of its text (for an event, its description, then its name); null until fetched, or when there is none to show. */
  link_preview: Maybe<LinkPreview>;
  /** The images in gallery order; the first is the cover. */
  media: Array<Media>;
  /** The accounts its text mentions with @username (an event: its description), in the order written, under their current names; an account deleted, suspended or behind a block is left out. */
  mentions: Array<Mention>;
  /** The caption, at most 420 characters. */
  post_content: Scalars['String']['output'];
  /** The same as id: the name REST gives it. */
  post_id: Scalars['ID']['output'];
  /** Its address on its own server, for an item of another server (where it can be opened); null for an item of this server. */
  url: Maybe<Scalars['String']['output']>;
};


/** An image gallery with a caption. */
export type PostCommentsArgs = {
  after?: InputMaybe<PageCursorInput>;
};

/** The caption of a post. */
export type PostCaptionInput = {
  /** At most 420 characters. */
  post_content: Scalars['String']['input'];
};

/** A person as their profile page shows them (spec §3). */
export type Profile = {
  __typename?: 'Profile';
  /** For an account of another server, the id (URL) of its ActivityPub actor; null for the accounts of this server. */
  actor_url: Maybe<Scalars['String']['output']>;
  /** About them, at most 150 characters; empty when none. */
  bio: Scalars['String']['output'];
  /** When the account was created. */
  created_on: Scalars['DateTime']['output'];
  /** How many events they created. */
  events_count: Scalars['Int']['output'];
  /** Whether the signed-in user asked to follow this account of another server and its server has not answered yet; is_following becomes true once it accepts. */
  follow_requested: Scalars['Boolean']['output'];
  /** How many people follow them. */
  follower_count: Scalars['Int']['output'];
  /** How many people they follow. */
  following_count: Scalars['Int']['output'];
  /** Full name as they wrote it: letters and spaces, 2 to 100 characters. */
  full_name: Scalars['String']['output'];
  /** 'male', 'female', a custom text, or empty (prefer not to say). */
  gender: Scalars['String']['output'];
  /** Account id (account_id in REST). */
  id: Scalars['ID']['output'];
  /** Whether others may find their remarks, posts, events and comments in search (their own searches always do). */
  indexable: Scalars['Boolean']['output'];
  /** Whether the signed-in user blocked them. */
  is_blocked: Scalars['Boolean']['output'];
  /** Whether the signed-in user follows them. */
  is_following: Scalars['Boolean']['output'];
  /** Whether the signed-in user muted them (their items and notifications are kept out of the feed and bell). */
  is_muted: Scalars['Boolean']['output'];
  /** Whether the account is of another server of the fediverse; its user name is then `<username>@<host>`. */
  is_remote: Scalars['Boolean']['output'];
  /** Their chosen language (a code of GET /api/i18n/languages), shown to themselves alone: null on others' profiles, and on one's own until chosen. */
  language: Maybe<Scalars['String']['output']>;
  /** URL of the square profile photo; null for the default image. */
  profile_image: Maybe<Scalars['String']['output']>;
  /** Their colour theme, one of the nine theme values. */
  theme_preference: Scalars['String']['output'];
  /** Unique user name. */
  username: Scalars['String']['output'];
};

/** The profile fields of the Edit profile page. */
export type ProfileBasicsInput = {
  /** At most 150 characters; trimmed. */
  bio: Scalars['String']['input'];
  /** 'male', 'female', a custom text of at most 30 characters, or empty (prefer not to say). */
  gender: Scalars['String']['input'];
};

/** The keys of a device's subscription, as PushSubscription.toJSON() gives them. */
export type PushKeysInput = {
  /** The device's authentication secret: 16 bytes, base64url. */
  auth: Scalars['String']['input'];
  /** The device's P-256 public key: 65 bytes, base64url. */
  p256dh: Scalars['String']['input'];
};

/** A device's push subscription: where its pushes go (never its keys). */
export type PushSubscription = {
  __typename?: 'PushSubscription';
  /** When push was turned on for the device. */
  created_at: Scalars['DateTime']['output'];
  /** How the device named itself, if it did ("Chrome on Android"). */
  device_name: Maybe<Scalars['String']['output']>;
  /** The push service's URL for the device; the app tells its own device by it (PushManager.getSubscription). */
  endpoint: Scalars['String']['output'];
  /** Its id, to turn push off for the device with unsubscribePush. */
  subscription_id: Scalars['ID']['output'];
};

/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user's personal access tokens, newest first. */
  accessTokens: Array<AccessToken>;
  /** The people the signed-in user blocked, most recent first, a page at a time. */
  blockedAccounts: PersonPage;
  /** A user's items of one kind, newest first, a page at a time. */
  contentByUser: ContentPage;
  /** An item of any kind by id; null when there is none. */
  contentItem: Maybe<ContentItem>;
  /** A conversation of the signed-in user; null when there is none or they are not in it. */
  conversation: Maybe<Conversation>;
  /** The signed-in user's conversations, newest activity first, a page at a time. */
  conversations: ConversationPage;
  /** The signed-in user's latest archive of their data (pending or ready), or null. */
  dataExport: Maybe<DataExport>;
  /** The event with this id; null when there is none. */
  event: Maybe<Event>;
  /** An event as iCalendar text (RFC 5545), to save as an .ics file. */
  eventCalendar: Scalars['String']['output'];
  /** Hosts: an event's guests in the order they came (the waitlist's order), a page at a time. */
  eventGuests: GuestPage;
  /** The places of upcoming events inside the map's bounds matching every filter, soonest first, at most 500; events without a place are not on maps. */
  eventMap: Array<EventMarker>;
  /** The hosts' messages to an event's guests, newest first, a page at a time: hosts read all, guests going or waiting those sent to them (event/not_host for others). */
  eventMessages: EventMessagePage;
  /** A series (an event's series_id) and its upcoming dates, soonest first, a page at a time. */
  eventSeries: EventSeriesPage;
  /** People following a user, newest first, a page at a time. */
  followers: PersonPage;
  /** People a user follows, newest first, a page at a time. */
  following: PersonPage;
  /** Upcoming events the signed-in user is going to or waiting for, soonest first, a page at a time. */
  goingEvents: EventPage;
  /** Whether the signed-in user has a calendar feed of their Interested events. */
  hasCalendarFeed: Scalars['Boolean']['output'];
  /** The signed-in user's home feed: their items and those of everyone they follow, newest first. */
  homeFeed: ContentPage;
  /** The servers known here (with accounts here) or blocked, by host (moderators only). */
  instances: KnownServerPage;
  /** Upcoming events the signed-in user marked interest in, soonest first, a page at a time. */
  interestedEvents: EventPage;
  /** Who is interested in an event: people the signed-in user follows first, then the others, newest interest first, a page at a time. */
  interestedPeople: PersonPage;
  /** The languages Gatherly speaks, English (the reference) first. Open: no sign-in needed. */
  languages: Array<Language>;
  /** An account of another server of the fediverse, fetched from its server by its handle or its actor's URL; null when none answers. */
  lookupRemoteAccount: Maybe<Person>;
  /** The base map under the events' markers: the tile URL template (null: no tiles) and its attribution. */
  mapConfig: MapConfig;
  /** The signed-in account (also for the restricted session of a suspended account). */
  me: Account;
  /** People to mention: user names or words of full names starting with the query, the people you follow first, then the rest by user name; nobody behind a block nor suspended; at most 8. */
  mentionSuggestions: Array<Person>;
  /** The moderation log, newest first (moderators only). */
  moderationLog: ModerationLogPage;
  /** The people the signed-in user muted, most recent first, a page at a time. */
  mutedAccounts: PersonPage;
  /** The signed-in user's own profile. */
  myProfile: Profile;
  /** Where each kind of notification goes, for the signed-in user. */
  notificationPreferences: Array<NotificationPreference>;
  /** A page of notifications, newest first: the first, or the one before `before` (next_cursor.before of the page shown). */
  notifications: NotificationPage;
  /** Open reports, oldest first, with what they are about (moderators only). */
  openReports: OpenReportPage;
  /** The signed-in user's passkeys, in the order they were added. */
  passkeys: Array<Passkey>;
  /** Places whose name starts with the query, the most populous first (at most 10), each with its time zone. */
  places: Array<Place>;
  /** The post with this id; null when there is none. */
  post: Maybe<Post>;
  /** The profile of a user; null when there is no such user. A name given up by a rename answers the renamed profile for 90 days, whose username is then the current name. */
  profile: Maybe<Profile>;
  /** The devices of your account with push notifications on, the first turned on first. */
  pushSubscriptions: Array<PushSubscription>;
  /** The remark with this id; null when there is none. */
  remark: Maybe<Remark>;
  /** Remarks, posts (captions and image descriptions), events and comments by their words (stemmed, accents ignored), or people or tags; only what the signed-in user may see, and of others only what they let be found. Best first, then newest; 20 a page. */
  search: SearchPage;
  /** People whose user name or full name contains the query, best matches first; at most 20. */
  searchAccounts: Array<Person>;
  /** Upcoming events matching every filter given, soonest first, a page at a time (Explore). */
  searchEvents: EventPage;
  /** The live sessions of your account, most recently used first; is_current marks the one asking. */
  sessions: Array<SignedInSession>;
  /** A tag with its count and whether you follow it (a tag no item carries yet counts 0). */
  tag: Maybe<Tag>;
  /** The tags most taken up in the last 24 hours, most first; at most 10. */
  trendingTags: Array<TrendingTag>;
  /** Whether two-factor authentication is on for the signed-in account, and its recovery codes left. */
  twoFactorStatus: TwoFactorStatus;
  /** How many of the signed-in user's conversations have a TEXT message from someone else after their read position (for the badge on Messages). */
  unreadConversationCount: Scalars['Int']['output'];
  /** Unread notification entries, counted up to 100. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Whether a password reset token is still usable. */
  validateResetToken: Scalars['Boolean']['output'];
  /** The key a browser subscribes with (PushManager.subscribe's applicationServerKey): the server's VAPID public key, base64url. Open. */
  vapidPublicKey: Scalars['String']['output'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryBlockedAccountsArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryContentByUserArgs = {
  after?: InputMaybe<PageCursorInput>;
  kind: ContentKind;
  username: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryContentItemArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryConversationsArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryEventCalendarArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryEventGuestsArgs = {
  after?: InputMaybe<PageCursorInput>;
  id: Scalars['ID']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RsvpStatus>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryEventMapArgs = {
  bounds: MapBoundsInput;
  filters?: InputMaybe<EventFiltersInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryEventMessagesArgs = {
  after?: InputMaybe<PageCursorInput>;
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryEventSeriesArgs = {
  after?: InputMaybe<PageCursorInput>;
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryFollowersArgs = {
  after?: InputMaybe<PageCursorInput>;
  query?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryFollowingArgs = {
  after?: InputMaybe<PageCursorInput>;
  query?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryGoingEventsArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryHomeFeedArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryInstancesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryInterestedEventsArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryInterestedPeopleArgs = {
  after?: InputMaybe<PageCursorInput>;
  event_id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryLookupRemoteAccountArgs = {
  handle: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryMentionSuggestionsArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryModerationLogArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryMutedAccountsArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryNotificationsArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryOpenReportsArgs = {
  after?: InputMaybe<PageCursorInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryPlacesArgs = {
  query: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryProfileArgs = {
  username: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryRemarkArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
  type?: InputMaybe<SearchType>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QuerySearchAccountsArgs = {
  query: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QuerySearchEventsArgs = {
  after?: InputMaybe<PageCursorInput>;
  filters?: InputMaybe<EventFiltersInput>;
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryTagArgs = {
  name: Scalars['String']['input'];
};


/** Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out. */
export type QueryValidateResetTokenArgs = {
  token: Scalars['String']['input'];
};

/** Someone in a conversation moved their read position forward (the signed-in user on another device included). */
export type ReadReceipt = {
  __typename?: 'ReadReceipt';
  /** The conversation. */
  conversation_id: Scalars['ID']['output'];
  /** Id of the last message they have now seen. */
  last_read_message_id: Scalars['ID']['output'];
  /** User name of who read. */
  username: Scalars['String']['output'];
};

/** A short text note. */
export type Remark = ContentItem & {
  __typename?: 'Remark';
  /** Profile image URL of the author; null when none. */
  account_profile_image: Maybe<Scalars['String']['output']>;
  /** User name of the author. */
  account_username: Scalars['String']['output'];
  /** Number of comments. */
  comment_count: Scalars['Int']['output'];
  /** Its newest comments, oldest first; `after` (a next_cursor) reads the page of older ones. */
  comments: CommentPage;
  /** When it was created. */
  created_at: Scalars['DateTime']['output'];
  /** When its author last edited it (text, caption or event details); null when never: clients show "(edited)". */
  edited_at: Maybe<Scalars['DateTime']['output']>;
  /** The #tags its text carries (an event: its name and description), in their normal form (lower case, accents folded), alphabetical. */
  hashtags: Array<Scalars['String']['output']>;
  /** Id of the item, the same as remark_id, post_id or event_id. */
  id: Scalars['ID']['output'];
  /** Whether the signed-in user likes it. */
  is_liked: Scalars['Boolean']['output'];
  /** Whether it comes from a server of the fediverse other than this one (its author is `name@host`). */
  is_remote: Scalars['Boolean']['output'];
  /** Number of likes. */
  like_count: Scalars['Int']['output'];
  /** Preview of the first link of its text (for an event, its description, then its name); null until fetched, or when there is none to show. */
  link_preview: Maybe<LinkPreview>;
  /** The accounts its text mentions with @username (an event: its description), in the order written, under their current names; an account deleted, suspended or behind a block is left out. */
  mentions: Array<Mention>;
  /** The text, at most 400 characters. */
  remark_content: Scalars['String']['output'];
  /** The same as id: the name REST gives it. */
  remark_id: Scalars['ID']['output'];
  /** Its address on its own server, for an item of another server (where it can be opened); null for an item of this server. */
  url: Maybe<Scalars['String']['output']>;
};


/** A short text note. */
export type RemarkCommentsArgs = {
  after?: InputMaybe<PageCursorInput>;
};

/** The text of a remark. */
export type RemarkInput = {
  /** At most 400 characters; trimmed; not blank. */
  remark_content: Scalars['String']['input'];
};

/** A passkey's new name. */
export type RenamePasskeyInput = {
  /** Its name, on one line; at most 50 characters. */
  name: Scalars['String']['input'];
};

/** A report sent to the moderators. */
export type Report = {
  __typename?: 'Report';
  /** When it was filed. */
  created_at: Scalars['DateTime']['output'];
  /** Id of the report. */
  id: Scalars['ID']['output'];
  /** spam, harassment, hate, violence, nudity, false_information or other. */
  reason: Scalars['String']['output'];
  /** 'open' until a moderator acts on it. */
  status: Scalars['String']['output'];
  /** The target's id, as sent: a UUID, or a message's number for a message. */
  target_id: Scalars['ID']['output'];
  /** account, remark, post, event, comment or message. */
  target_type: Scalars['String']['output'];
  /** What the reporter added; may be empty. */
  text: Scalars['String']['output'];
};

/** What is reported, and why. */
export type ReportInput = {
  /** spam, harassment, hate, violence, nudity, false_information or other. */
  reason: Scalars['String']['input'];
  /** The target's id (a message's number for messages). */
  target_id: Scalars['ID']['input'];
  /** account, remark, post, event, comment or message. */
  target_type: Scalars['String']['input'];
  /** Details, at most 500 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A new password and the token from the reset link. */
export type ResetPasswordInput = {
  /** The new password: at least 8 characters with a number and a special character. */
  password: Scalars['String']['input'];
  /** The password_token of the reset link. */
  token: Scalars['String']['input'];
};

/** What going answered: where the signed-in user stands, and the event. */
export type Rsvp = {
  __typename?: 'Rsvp';
  /** The event, with its new counts. */
  event: Event;
  /** GOING with a seat, WAITLISTED when the event was full, REQUESTED when the hosts approve guests. */
  rsvp_status: RsvpStatus;
  /** Their place in the waitlist (1 = next); null when not waiting. */
  waitlist_position: Maybe<Scalars['Int']['output']>;
};

/** A person's answer to an event beside Interested. */
export type RsvpStatus =
  /** They have a seat. */
  | 'GOING'
  /** They asked to join and wait for a host to approve or decline. */
  | 'REQUESTED'
  /** They wait for a seat, first come first served; a seat freed goes to the first. */
  | 'WAITLISTED';

/** One search result: `item` for a remark, post or event; `comment` and the `item` it is on for a comment; `person` for people; `tag` for a tag. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The comment found; null for other results. */
  comment: Maybe<Comment>;
  /** The remark, post or event found, or the one the comment found is on. */
  item: Maybe<ContentItem>;
  /** The person found; null for other results. */
  person: Maybe<Person>;
  /** How well it matches the query (higher is better); results come best first, then newest. */
  rank: Scalars['Float']['output'];
  /** The tag found; null for other results. */
  tag: Maybe<Tag>;
  /** What was found. */
  type: SearchHitType;
};

/** What a search result is: which of its fields is set. */
export type SearchHitType =
  /** A comment: `comment`, and the `item` it is on. */
  | 'comment'
  /** An event: `item`. */
  | 'event'
  /** A person: `person`. */
  | 'people'
  /** A post: `item`. */
  | 'post'
  /** A remark: `item`. */
  | 'remark'
  /** A hashtag: `tag`. */
  | 'tag';

/** A page of search results, best first: at most 20. */
export type SearchPage = {
  __typename?: 'SearchPage';
  /** The results of this page. */
  items: Array<SearchHit>;
  /** Pass as `after` for the next page; null on the last page. */
  next_cursor: Maybe<Scalars['String']['output']>;
};

/** What a search looks among. */
export type SearchType =
  /** Remarks, posts, events and comments together (the default). */
  | 'all'
  /** Comments, by their text; each comes with the item it is on. */
  | 'comment'
  /** Events, by their name, description and place. */
  | 'event'
  /** People, by user name or full name (as searchAccounts). */
  | 'people'
  /** Posts, by their caption and their images' descriptions. */
  | 'post'
  /** Remarks, by their text. */
  | 'remark'
  /** Hashtags starting with the query (# or not, any case or accent), the most used first. */
  | 'tag';

/** A device signed in to the account: one session, from its login until it ends or runs out. */
export type SignedInSession = {
  __typename?: 'SignedInSession';
  /** Browser and major version, from the user agent it signed in with; "Unknown browser" when that says nothing. */
  browser: Scalars['String']['output'];
  /** When it signed in. */
  created_at: Scalars['DateTime']['output'];
  /** Whether it is the session this request came with. */
  is_current: Scalars['Boolean']['output'];
  /** When it last renewed its access (its sign-in, then each refresh, every few minutes while in use). */
  last_used_at: Scalars['DateTime']['output'];
  /** Operating system and version; "Unknown system" when the user agent says nothing. */
  os: Scalars['String']['output'];
  /** Its id, to end it with endSession. */
  session_id: Scalars['ID']['output'];
};

/** A new account. Every rule of the sign-up form is checked and all violations are answered together. */
export type SignupInput = {
  /** E-mail address; a verification link is sent to it. */
  email: Scalars['String']['input'];
  /** Letters and spaces; at least 2 characters. */
  full_name: Scalars['String']['input'];
  /** At least 8 characters with a number and a special character. */
  password: Scalars['String']['input'];
  /** Optional; a leading plus, then 7 to 20 digits, spaces, hyphens or parentheses. */
  phone_number?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and underscores; at least 3 characters. */
  username: Scalars['String']['input'];
};

/** A created account, waiting for e-mail verification. */
export type SignupPayload = {
  __typename?: 'SignupPayload';
  /** Address the verification mail went to. */
  email: Scalars['String']['output'];
  /** Text to show the user. */
  message: Scalars['String']['output'];
  /** The new user name. */
  username: Scalars['String']['output'];
};

/** A device's push subscription, as its browser made it (PushManager.subscribe with the server's VAPID public key). */
export type SubscribePushInput = {
  /** How to name the device in the list ("Chrome on Android"); none: unnamed. */
  device_name?: InputMaybe<Scalars['String']['input']>;
  /** The push service's URL for the device (https). */
  endpoint: Scalars['String']['input'];
  /** The device's keys, which its pushes are encrypted for. */
  keys: PushKeysInput;
};

/** Real-time events over graphql-ws on /graphql, with the access token in the connection parameters. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Conversations the signed-in user is now in: started by them or someone else (with its first message), or a group they were added to. */
  conversationCreated: Conversation;
  /** Id of a group the signed-in user left (on this device or another): take it out of the list. */
  conversationLeft: Scalars['ID']['output'];
  /** The other person of a one-to-one conversation read further (for "Seen"), or the signed-in user did on another device (in any conversation). */
  conversationRead: ReadReceipt;
  /** A conversation of the signed-in user was renamed, or people were added to it or left it. */
  conversationUpdated: Conversation;
  /** An event each time its going or waitlist count changes, from now on, read for each subscriber as they see it: their own rsvp_status and waitlist_position follow (a seat freed goes to the first waiting). Nothing for an event you may not see (a block, a suspended author). */
  eventAttendance: Event;
  /** Messages of every conversation the signed-in user is in, the sent ones included; after a reconnection, first the ones missed since `since`. */
  messageAdded: Message;
  /** Messages unsent by their sender, in conversations the signed-in user is in: show "This message was unsent". */
  messageUnsent: Message;
  /** Each new notification of the signed-in user, as the entry it joined (the same id when it joined one already listed). */
  notificationAdded: NotificationEntry;
  /** Others starting or stopping typing in conversations the signed-in user is in. */
  typing: TypingSignal;
};


/** Real-time events over graphql-ws on /graphql, with the access token in the connection parameters. */
export type SubscriptionEventAttendanceArgs = {
  id: Scalars['ID']['input'];
};

/** A hashtag: the remarks, posts and events whose texts carry #name. */
export type Tag = {
  __typename?: 'Tag';
  /** Whether the signed-in user follows it (its new items join their home feed). */
  is_following: Scalars['Boolean']['output'];
  /** How many items carry it (whoever may see them). */
  item_count: Scalars['Int']['output'];
  /** The items carrying the tag that you may see, newest first. */
  items: ContentPage;
  /** The tag in its normal form (lower case, Latin, Greek and Cyrillic accents folded), without '#'; at most 100 characters as written. */
  name: Scalars['String']['output'];
};


/** A hashtag: the remarks, posts and events whose texts carry #name. */
export type TagItemsArgs = {
  after?: InputMaybe<PageCursorInput>;
};

/** Which way a language's lines run. */
export type TextDirection =
  /** Left to right. */
  | 'ltr'
  /** Right to left: the layout mirrors. */
  | 'rtl';

/** A tag among the most used of the last 24 hours. */
export type TrendingTag = {
  __typename?: 'TrendingTag';
  /** Items that took it up in the last 24 hours. */
  count: Scalars['Int']['output'];
  /** The tag in its normal form, without #. */
  name: Scalars['String']['output'];
};

/** A new authenticator secret to scan; nothing changes at sign-in until a code of it is entered. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The otpauth:// address the QR code holds (TOTP, SHA-1, 6 digits, 30 seconds). */
  otpauth_url: Scalars['String']['output'];
  /** The QR code of otpauth_url, a PNG data URL. */
  qr_code: Scalars['String']['output'];
  /** The secret, base32, to type into the app when the QR code cannot be scanned. Answered this once. */
  secret: Scalars['String']['output'];
};

/** Whether two-factor authentication is on, and how many recovery codes are left. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Whether signing in asks for a code after the password. */
  enabled: Scalars['Boolean']['output'];
  /** Unused recovery codes, of 10; 0 while two-factor is off. */
  recovery_codes_left: Scalars['Int']['output'];
};

/** Someone started or stopped typing in a conversation. */
export type TypingSignal = {
  __typename?: 'TypingSignal';
  /** The conversation they are typing in. */
  conversation_id: Scalars['ID']['output'];
  /** true when they started typing, false when they stopped. */
  is_typing: Scalars['Boolean']['output'];
  /** User name of the person typing. */
  username: Scalars['String']['output'];
};

/** A username changed. */
export type UsernameChange = {
  __typename?: 'UsernameChange';
  /** What to tell the person. */
  message: Scalars['String']['output'];
  /** The username from now on. */
  username: Scalars['String']['output'];
};
