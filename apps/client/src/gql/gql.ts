/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.ResetPasswordDocument,
    "query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}": typeof types.ValidateResetTokenDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}": typeof types.SignupDocument,
    "mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}": typeof types.ResendVerificationDocument,
    "mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}": typeof types.VerifyEmailDocument,
    "fragment ContentItemFields on ContentItem {\n  id\n  created_at\n  account_username\n  account_profile_image\n  like_count\n  is_liked\n  comment_count\n}": typeof types.ContentItemFieldsFragmentDoc,
    "fragment MediaFields on Media {\n  media_id\n  media_file\n  thumbnail_file\n  display_order\n  width\n  height\n}": typeof types.MediaFieldsFragmentDoc,
    "fragment CommentItem_comment on Comment {\n  id\n  comment_content\n  created_at\n  account_username\n  account_profile_image\n}": typeof types.CommentItem_CommentFragmentDoc,
    "fragment CommentList_page on CommentPage {\n  items {\n    ...CommentItem_comment\n  }\n  next_cursor {\n    cursor_timestamp\n    cursor_id\n  }\n}\n\nquery OlderComments($id: ID!, $after: PageCursorInput!) {\n  contentItem(id: $id) {\n    id\n    comments(after: $after) {\n      ...CommentList_page\n    }\n  }\n}": typeof types.CommentList_PageFragmentDoc,
    "mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    comment_count\n  }\n}": typeof types.DeleteCommentDocument,
    "fragment LikeButton_item on ContentItem {\n  id\n  like_count\n  is_liked\n}": typeof types.LikeButton_ItemFragmentDoc,
    "query EventCalendar($id: ID!) {\n  eventCalendar(id: $id)\n}": typeof types.EventCalendarDocument,
    "fragment EventCard_event on Event {\n  id\n  event_name\n  event_date\n  event_location\n  event_category\n  event_is_online\n  media {\n    media_id\n    thumbnail_file\n  }\n  ...FriendsInterested_event\n}": typeof types.EventCard_EventFragmentDoc,
    "fragment EventDetail_event on Event {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  event_id\n  event_name\n  event_description\n  event_date\n  event_location\n  event_category\n  event_is_online\n  ...InterestButton_event\n  ...FriendsInterested_event\n  media {\n    ...MediaFields\n  }\n}\n\nquery EventDetail($id: ID!) {\n  event(id: $id) {\n    ...EventDetail_event\n  }\n}": typeof types.EventDetail_EventFragmentDoc,
    "mutation LikeEvent($id: ID!) {\n  item: likeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeEvent($id: ID!) {\n  item: unlikeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnEvent($input: CommentInput!) {\n  comment: commentOnEvent(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteEvent($id: ID!) {\n  deleted: deleteEvent(id: $id)\n}": typeof types.LikeEventDocument,
    "mutation MarkEventInterest($id: ID!) {\n  item: markEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}\n\nmutation UnmarkEventInterest($id: ID!) {\n  item: unmarkEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}": typeof types.MarkEventInterestDocument,
    "fragment FriendsInterested_event on Event {\n  friends_interested {\n    count\n    people {\n      id\n      username\n      profile_image\n    }\n  }\n}": typeof types.FriendsInterested_EventFragmentDoc,
    "fragment InterestButton_event on Event {\n  id\n  interest_count\n  is_interested\n}": typeof types.InterestButton_EventFragmentDoc,
    "mutation UpdateEvent($id: ID!, $input: EventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventDetail_event\n  }\n}": typeof types.UpdateEventDocument,
    "fragment PostDetail_post on Post {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  post_id\n  post_content\n  media {\n    ...MediaFields\n  }\n}\n\nquery PostDetail($id: ID!) {\n  post(id: $id) {\n    ...PostDetail_post\n  }\n}": typeof types.PostDetail_PostFragmentDoc,
    "mutation LikePost($id: ID!) {\n  item: likePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikePost($id: ID!) {\n  item: unlikePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnPost($input: CommentInput!) {\n  comment: commentOnPost(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeletePost($id: ID!) {\n  deleted: deletePost(id: $id)\n}": typeof types.LikePostDocument,
    "mutation UpdatePost($id: ID!, $input: PostCaptionInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostDetail_post\n  }\n}": typeof types.UpdatePostDocument,
    "mutation CreateRemark($input: RemarkInput!) {\n  createRemark(input: $input) {\n    ...RemarkDetail_remark\n  }\n}": typeof types.CreateRemarkDocument,
    "fragment RemarkDetail_remark on Remark {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  remark_id\n  remark_content\n}\n\nquery RemarkDetail($id: ID!) {\n  remark(id: $id) {\n    ...RemarkDetail_remark\n  }\n}": typeof types.RemarkDetail_RemarkFragmentDoc,
    "mutation LikeRemark($id: ID!) {\n  item: likeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeRemark($id: ID!) {\n  item: unlikeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnRemark($input: CommentInput!) {\n  comment: commentOnRemark(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteRemark($id: ID!) {\n  deleted: deleteRemark(id: $id)\n}": typeof types.LikeRemarkDocument,
    "mutation UpdateRemark($id: ID!, $input: RemarkInput!) {\n  updateRemark(id: $id, input: $input) {\n    ...RemarkDetail_remark\n  }\n}": typeof types.UpdateRemarkDocument,
    "query SearchEvents($filters: EventFiltersInput, $after: PageCursorInput) {\n  searchEvents(filters: $filters, after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": typeof types.SearchEventsDocument,
    "query InterestedEvents($after: PageCursorInput) {\n  interestedEvents(after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": typeof types.InterestedEventsDocument,
    "fragment FeedCard_item on ContentItem {\n  __typename\n  ...ContentItemFields\n  ... on Remark {\n    remark_content\n  }\n  ... on Post {\n    post_content\n    media {\n      media_id\n      media_file\n      width\n      height\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n}\n\nquery HomeFeed($after: PageCursorInput) {\n  homeFeed(after: $after) {\n    items {\n      ...FeedCard_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": typeof types.FeedCard_ItemFragmentDoc,
    "query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}": typeof types.HomeGreetingDocument,
    "subscription MessageAdded {\n  messageAdded {\n    ...MessageItem_message\n  }\n}\n\nsubscription TypingSignal {\n  typing {\n    conversation_id\n    username\n    is_typing\n  }\n}\n\nsubscription ConversationCreated {\n  conversationCreated {\n    ...ConversationItem_conversation\n  }\n}\n\nmutation SetTyping($conversationId: ID!, $isTyping: Boolean!) {\n  setTyping(conversation_id: $conversationId, is_typing: $isTyping)\n}": typeof types.MessageAddedDocument,
    "query ConversationMessages($id: ID!, $before: ID) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n    messages(before: $before) {\n      items {\n        ...MessageItem_message\n      }\n      older_cursor\n    }\n  }\n}\n\nmutation SendMessage($conversationId: ID!, $content: String!) {\n  sendMessage(conversation_id: $conversationId, content: $content) {\n    ...MessageItem_message\n  }\n}\n\nmutation MarkRead($conversationId: ID!, $messageId: ID!) {\n  markRead(conversation_id: $conversationId, message_id: $messageId) {\n    id\n    last_read_message_id\n  }\n}": typeof types.ConversationMessagesDocument,
    "fragment MessageItem_message on Message {\n  id\n  conversation_id\n  content\n  timestamp\n  sender {\n    id\n    username\n    full_name\n    profile_image\n  }\n}": typeof types.MessageItem_MessageFragmentDoc,
    "fragment ConversationItem_conversation on Conversation {\n  id\n  name\n  created_at\n  last_activity_at\n  last_read_message_id\n  participants {\n    id\n    username\n    full_name\n    profile_image\n  }\n  last_message {\n    ...MessageItem_message\n  }\n}\n\nquery Conversations($after: PageCursorInput) {\n  conversations(after: $after) {\n    items {\n      ...ConversationItem_conversation\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ConversationSummary($id: ID!) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n  }\n}": typeof types.ConversationItem_ConversationFragmentDoc,
    "mutation CreateConversation($participantIds: [ID!]!) {\n  createConversation(participant_ids: $participantIds) {\n    ...ConversationItem_conversation\n  }\n}": typeof types.CreateConversationDocument,
    "query Moderator {\n  me {\n    id\n    is_moderator\n  }\n}\n\nfragment OpenReport_report on OpenReport {\n  id\n  target_type\n  target_id\n  reason\n  text\n  created_at\n  report_count\n  item_kind\n  preview\n  image\n  owner_suspended\n  reporter {\n    id\n    username\n  }\n  owner {\n    id\n    username\n    full_name\n    profile_image\n  }\n}\n\nquery OpenReports($after: PageCursorInput) {\n  openReports(after: $after) {\n    items {\n      ...OpenReport_report\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ModerationLog($after: PageCursorInput) {\n  moderationLog(after: $after) {\n    items {\n      id\n      action\n      moderator_username\n      target_type\n      target_id\n      account_id\n      account_username\n      account_suspended\n      reason\n      created_at\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveReportedContent($reportId: ID!, $reason: String!) {\n  removeReportedContent(reportId: $reportId, reason: $reason)\n}\n\nmutation SuspendReportedAccount($reportId: ID!, $reason: String!) {\n  suspendReportedAccount(reportId: $reportId, reason: $reason)\n}\n\nmutation DismissReport($reportId: ID!) {\n  dismissReport(reportId: $reportId)\n}\n\nmutation LiftSuspension($accountId: ID!, $reason: String!) {\n  liftSuspension(accountId: $accountId, reason: $reason)\n}": typeof types.ModeratorDocument,
    "fragment NotificationEntry_entry on NotificationEntry {\n  id\n  kind\n  text\n  item_id\n  item_kind\n  item_preview\n  item_image\n  actor_count\n  created_at\n  read\n  position\n  actors {\n    id\n    username\n    profile_image\n  }\n}\n\nquery Notifications($before: ID) {\n  notifications(before: $before) {\n    items {\n      ...NotificationEntry_entry\n    }\n    next_cursor {\n      before\n    }\n    unread_count\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nmutation MarkNotificationsRead($upTo: ID) {\n  markNotificationsRead(up_to: $upTo)\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    ...NotificationEntry_entry\n  }\n}": typeof types.NotificationEntry_EntryFragmentDoc,
    "mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token)\n}": typeof types.UnsubscribeDocument,
    "mutation BlockAccount($username: String!) {\n  profile: blockAccount(username: $username) {\n    id\n    is_blocked\n    is_following\n    follower_count\n    following_count\n  }\n}\n\nmutation UnblockAccount($username: String!) {\n  profile: unblockAccount(username: $username) {\n    id\n    is_blocked\n  }\n}\n\nquery BlockedAccounts($after: PageCursorInput) {\n  blockedAccounts(after: $after) {\n    items {\n      id\n      username\n      full_name\n      profile_image\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": typeof types.BlockAccountDocument,
    "mutation Follow($username: String!) {\n  profile: follow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}\n\nmutation Unfollow($username: String!) {\n  profile: unfollow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}": typeof types.FollowDocument,
    "fragment ProfileHeader_profile on Profile {\n  id\n  username\n  full_name\n  created_on\n  profile_image\n  bio\n  gender\n  follower_count\n  following_count\n  events_count\n  is_following\n  is_muted\n  is_blocked\n}\n\nquery Profile($username: String!) {\n  profile(username: $username) {\n    ...ProfileHeader_profile\n  }\n}": typeof types.ProfileHeader_ProfileFragmentDoc,
    "mutation MuteAccount($username: String!) {\n  profile: muteAccount(username: $username) {\n    id\n    is_muted\n  }\n}\n\nmutation UnmuteAccount($username: String!) {\n  profile: unmuteAccount(username: $username) {\n    id\n    is_muted\n  }\n}": typeof types.MuteAccountDocument,
    "fragment PersonRow_person on Person {\n  id\n  username\n  full_name\n  profile_image\n  is_following\n}\n\nquery Followers($username: String!, $query: String, $after: PageCursorInput) {\n  people: followers(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery Following($username: String!, $query: String, $after: PageCursorInput) {\n  people: following(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveFollower($accountId: ID!) {\n  profile: removeFollower(accountId: $accountId) {\n    id\n    follower_count\n  }\n}": typeof types.PersonRow_PersonFragmentDoc,
    "fragment ProfileGrid_item on ContentItem {\n  id\n  created_at\n  like_count\n  comment_count\n  ... on Post {\n    post_content\n    media {\n      media_id\n      thumbnail_file\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n  ... on Remark {\n    remark_content\n  }\n}\n\nquery ProfileItems($username: String!, $kind: ContentKind!, $after: PageCursorInput) {\n  contentByUser(username: $username, kind: $kind, after: $after) {\n    items {\n      ...ProfileGrid_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": typeof types.ProfileGrid_ItemFragmentDoc,
    "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}": typeof types.ReportContentDocument,
    "query SearchAccounts($query: String!) {\n  searchAccounts(query: $query) {\n    id\n    username\n    full_name\n    profile_image\n  }\n}": typeof types.SearchAccountsDocument,
    "query CalendarFeedState {\n  hasCalendarFeed\n}\n\nmutation CreateCalendarFeed {\n  createCalendarFeed\n}\n\nmutation RemoveCalendarFeed {\n  removeCalendarFeed\n}": typeof types.CalendarFeedStateDocument,
    "fragment AccessTokenRow_token on AccessToken {\n  id\n  name\n  scopes\n  last_four\n  created_at\n  last_used_at\n  expires_at\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow_token\n  }\n}\n\nmutation CreateAccessToken($input: AccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    access_token {\n      ...AccessTokenRow_token\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id)\n}": typeof types.AccessTokenRow_TokenFragmentDoc,
    "query EditProfile {\n  myProfile {\n    id\n    ...ProfilePhoto_profile\n    ...ProfileBasicsForm_profile\n  }\n}": typeof types.EditProfileDocument,
    "fragment ProfileBasicsForm_profile on Profile {\n  id\n  bio\n  gender\n}": typeof types.ProfileBasicsForm_ProfileFragmentDoc,
    "fragment ProfilePhoto_profile on Profile {\n  id\n  username\n  full_name\n  profile_image\n}": typeof types.ProfilePhoto_ProfileFragmentDoc,
    "mutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    id\n    profile_image\n  }\n}": typeof types.RemoveProfilePhotoDocument,
    "mutation UpdateProfileBasics($input: ProfileBasicsInput!) {\n  updateProfile(input: $input) {\n    id\n    bio\n    gender\n  }\n}": typeof types.UpdateProfileBasicsDocument,
    "query NotificationPreferences {\n  notificationPreferences {\n    kind\n    in_app\n    email\n  }\n}\n\nmutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean, $email: Boolean) {\n  setNotificationPreference(kind: $kind, in_app: $inApp, email: $email) {\n    kind\n    in_app\n    email\n  }\n}": typeof types.NotificationPreferencesDocument,
    "mutation SaveThemePreference($theme: String!) {\n  setTheme(theme: $theme)\n}": typeof types.SaveThemePreferenceDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.ResetPasswordDocument,
    "query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}": types.ValidateResetTokenDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}": types.SignupDocument,
    "mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}": types.ResendVerificationDocument,
    "mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}": types.VerifyEmailDocument,
    "fragment ContentItemFields on ContentItem {\n  id\n  created_at\n  account_username\n  account_profile_image\n  like_count\n  is_liked\n  comment_count\n}": types.ContentItemFieldsFragmentDoc,
    "fragment MediaFields on Media {\n  media_id\n  media_file\n  thumbnail_file\n  display_order\n  width\n  height\n}": types.MediaFieldsFragmentDoc,
    "fragment CommentItem_comment on Comment {\n  id\n  comment_content\n  created_at\n  account_username\n  account_profile_image\n}": types.CommentItem_CommentFragmentDoc,
    "fragment CommentList_page on CommentPage {\n  items {\n    ...CommentItem_comment\n  }\n  next_cursor {\n    cursor_timestamp\n    cursor_id\n  }\n}\n\nquery OlderComments($id: ID!, $after: PageCursorInput!) {\n  contentItem(id: $id) {\n    id\n    comments(after: $after) {\n      ...CommentList_page\n    }\n  }\n}": types.CommentList_PageFragmentDoc,
    "mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    comment_count\n  }\n}": types.DeleteCommentDocument,
    "fragment LikeButton_item on ContentItem {\n  id\n  like_count\n  is_liked\n}": types.LikeButton_ItemFragmentDoc,
    "query EventCalendar($id: ID!) {\n  eventCalendar(id: $id)\n}": types.EventCalendarDocument,
    "fragment EventCard_event on Event {\n  id\n  event_name\n  event_date\n  event_location\n  event_category\n  event_is_online\n  media {\n    media_id\n    thumbnail_file\n  }\n  ...FriendsInterested_event\n}": types.EventCard_EventFragmentDoc,
    "fragment EventDetail_event on Event {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  event_id\n  event_name\n  event_description\n  event_date\n  event_location\n  event_category\n  event_is_online\n  ...InterestButton_event\n  ...FriendsInterested_event\n  media {\n    ...MediaFields\n  }\n}\n\nquery EventDetail($id: ID!) {\n  event(id: $id) {\n    ...EventDetail_event\n  }\n}": types.EventDetail_EventFragmentDoc,
    "mutation LikeEvent($id: ID!) {\n  item: likeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeEvent($id: ID!) {\n  item: unlikeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnEvent($input: CommentInput!) {\n  comment: commentOnEvent(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteEvent($id: ID!) {\n  deleted: deleteEvent(id: $id)\n}": types.LikeEventDocument,
    "mutation MarkEventInterest($id: ID!) {\n  item: markEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}\n\nmutation UnmarkEventInterest($id: ID!) {\n  item: unmarkEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}": types.MarkEventInterestDocument,
    "fragment FriendsInterested_event on Event {\n  friends_interested {\n    count\n    people {\n      id\n      username\n      profile_image\n    }\n  }\n}": types.FriendsInterested_EventFragmentDoc,
    "fragment InterestButton_event on Event {\n  id\n  interest_count\n  is_interested\n}": types.InterestButton_EventFragmentDoc,
    "mutation UpdateEvent($id: ID!, $input: EventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventDetail_event\n  }\n}": types.UpdateEventDocument,
    "fragment PostDetail_post on Post {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  post_id\n  post_content\n  media {\n    ...MediaFields\n  }\n}\n\nquery PostDetail($id: ID!) {\n  post(id: $id) {\n    ...PostDetail_post\n  }\n}": types.PostDetail_PostFragmentDoc,
    "mutation LikePost($id: ID!) {\n  item: likePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikePost($id: ID!) {\n  item: unlikePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnPost($input: CommentInput!) {\n  comment: commentOnPost(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeletePost($id: ID!) {\n  deleted: deletePost(id: $id)\n}": types.LikePostDocument,
    "mutation UpdatePost($id: ID!, $input: PostCaptionInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostDetail_post\n  }\n}": types.UpdatePostDocument,
    "mutation CreateRemark($input: RemarkInput!) {\n  createRemark(input: $input) {\n    ...RemarkDetail_remark\n  }\n}": types.CreateRemarkDocument,
    "fragment RemarkDetail_remark on Remark {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  remark_id\n  remark_content\n}\n\nquery RemarkDetail($id: ID!) {\n  remark(id: $id) {\n    ...RemarkDetail_remark\n  }\n}": types.RemarkDetail_RemarkFragmentDoc,
    "mutation LikeRemark($id: ID!) {\n  item: likeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeRemark($id: ID!) {\n  item: unlikeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnRemark($input: CommentInput!) {\n  comment: commentOnRemark(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteRemark($id: ID!) {\n  deleted: deleteRemark(id: $id)\n}": types.LikeRemarkDocument,
    "mutation UpdateRemark($id: ID!, $input: RemarkInput!) {\n  updateRemark(id: $id, input: $input) {\n    ...RemarkDetail_remark\n  }\n}": types.UpdateRemarkDocument,
    "query SearchEvents($filters: EventFiltersInput, $after: PageCursorInput) {\n  searchEvents(filters: $filters, after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": types.SearchEventsDocument,
    "query InterestedEvents($after: PageCursorInput) {\n  interestedEvents(after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": types.InterestedEventsDocument,
    "fragment FeedCard_item on ContentItem {\n  __typename\n  ...ContentItemFields\n  ... on Remark {\n    remark_content\n  }\n  ... on Post {\n    post_content\n    media {\n      media_id\n      media_file\n      width\n      height\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n}\n\nquery HomeFeed($after: PageCursorInput) {\n  homeFeed(after: $after) {\n    items {\n      ...FeedCard_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": types.FeedCard_ItemFragmentDoc,
    "query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}": types.HomeGreetingDocument,
    "subscription MessageAdded {\n  messageAdded {\n    ...MessageItem_message\n  }\n}\n\nsubscription TypingSignal {\n  typing {\n    conversation_id\n    username\n    is_typing\n  }\n}\n\nsubscription ConversationCreated {\n  conversationCreated {\n    ...ConversationItem_conversation\n  }\n}\n\nmutation SetTyping($conversationId: ID!, $isTyping: Boolean!) {\n  setTyping(conversation_id: $conversationId, is_typing: $isTyping)\n}": types.MessageAddedDocument,
    "query ConversationMessages($id: ID!, $before: ID) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n    messages(before: $before) {\n      items {\n        ...MessageItem_message\n      }\n      older_cursor\n    }\n  }\n}\n\nmutation SendMessage($conversationId: ID!, $content: String!) {\n  sendMessage(conversation_id: $conversationId, content: $content) {\n    ...MessageItem_message\n  }\n}\n\nmutation MarkRead($conversationId: ID!, $messageId: ID!) {\n  markRead(conversation_id: $conversationId, message_id: $messageId) {\n    id\n    last_read_message_id\n  }\n}": types.ConversationMessagesDocument,
    "fragment MessageItem_message on Message {\n  id\n  conversation_id\n  content\n  timestamp\n  sender {\n    id\n    username\n    full_name\n    profile_image\n  }\n}": types.MessageItem_MessageFragmentDoc,
    "fragment ConversationItem_conversation on Conversation {\n  id\n  name\n  created_at\n  last_activity_at\n  last_read_message_id\n  participants {\n    id\n    username\n    full_name\n    profile_image\n  }\n  last_message {\n    ...MessageItem_message\n  }\n}\n\nquery Conversations($after: PageCursorInput) {\n  conversations(after: $after) {\n    items {\n      ...ConversationItem_conversation\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ConversationSummary($id: ID!) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n  }\n}": types.ConversationItem_ConversationFragmentDoc,
    "mutation CreateConversation($participantIds: [ID!]!) {\n  createConversation(participant_ids: $participantIds) {\n    ...ConversationItem_conversation\n  }\n}": types.CreateConversationDocument,
    "query Moderator {\n  me {\n    id\n    is_moderator\n  }\n}\n\nfragment OpenReport_report on OpenReport {\n  id\n  target_type\n  target_id\n  reason\n  text\n  created_at\n  report_count\n  item_kind\n  preview\n  image\n  owner_suspended\n  reporter {\n    id\n    username\n  }\n  owner {\n    id\n    username\n    full_name\n    profile_image\n  }\n}\n\nquery OpenReports($after: PageCursorInput) {\n  openReports(after: $after) {\n    items {\n      ...OpenReport_report\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ModerationLog($after: PageCursorInput) {\n  moderationLog(after: $after) {\n    items {\n      id\n      action\n      moderator_username\n      target_type\n      target_id\n      account_id\n      account_username\n      account_suspended\n      reason\n      created_at\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveReportedContent($reportId: ID!, $reason: String!) {\n  removeReportedContent(reportId: $reportId, reason: $reason)\n}\n\nmutation SuspendReportedAccount($reportId: ID!, $reason: String!) {\n  suspendReportedAccount(reportId: $reportId, reason: $reason)\n}\n\nmutation DismissReport($reportId: ID!) {\n  dismissReport(reportId: $reportId)\n}\n\nmutation LiftSuspension($accountId: ID!, $reason: String!) {\n  liftSuspension(accountId: $accountId, reason: $reason)\n}": types.ModeratorDocument,
    "fragment NotificationEntry_entry on NotificationEntry {\n  id\n  kind\n  text\n  item_id\n  item_kind\n  item_preview\n  item_image\n  actor_count\n  created_at\n  read\n  position\n  actors {\n    id\n    username\n    profile_image\n  }\n}\n\nquery Notifications($before: ID) {\n  notifications(before: $before) {\n    items {\n      ...NotificationEntry_entry\n    }\n    next_cursor {\n      before\n    }\n    unread_count\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nmutation MarkNotificationsRead($upTo: ID) {\n  markNotificationsRead(up_to: $upTo)\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    ...NotificationEntry_entry\n  }\n}": types.NotificationEntry_EntryFragmentDoc,
    "mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token)\n}": types.UnsubscribeDocument,
    "mutation BlockAccount($username: String!) {\n  profile: blockAccount(username: $username) {\n    id\n    is_blocked\n    is_following\n    follower_count\n    following_count\n  }\n}\n\nmutation UnblockAccount($username: String!) {\n  profile: unblockAccount(username: $username) {\n    id\n    is_blocked\n  }\n}\n\nquery BlockedAccounts($after: PageCursorInput) {\n  blockedAccounts(after: $after) {\n    items {\n      id\n      username\n      full_name\n      profile_image\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": types.BlockAccountDocument,
    "mutation Follow($username: String!) {\n  profile: follow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}\n\nmutation Unfollow($username: String!) {\n  profile: unfollow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}": types.FollowDocument,
    "fragment ProfileHeader_profile on Profile {\n  id\n  username\n  full_name\n  created_on\n  profile_image\n  bio\n  gender\n  follower_count\n  following_count\n  events_count\n  is_following\n  is_muted\n  is_blocked\n}\n\nquery Profile($username: String!) {\n  profile(username: $username) {\n    ...ProfileHeader_profile\n  }\n}": types.ProfileHeader_ProfileFragmentDoc,
    "mutation MuteAccount($username: String!) {\n  profile: muteAccount(username: $username) {\n    id\n    is_muted\n  }\n}\n\nmutation UnmuteAccount($username: String!) {\n  profile: unmuteAccount(username: $username) {\n    id\n    is_muted\n  }\n}": types.MuteAccountDocument,
    "fragment PersonRow_person on Person {\n  id\n  username\n  full_name\n  profile_image\n  is_following\n}\n\nquery Followers($username: String!, $query: String, $after: PageCursorInput) {\n  people: followers(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery Following($username: String!, $query: String, $after: PageCursorInput) {\n  people: following(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveFollower($accountId: ID!) {\n  profile: removeFollower(accountId: $accountId) {\n    id\n    follower_count\n  }\n}": types.PersonRow_PersonFragmentDoc,
    "fragment ProfileGrid_item on ContentItem {\n  id\n  created_at\n  like_count\n  comment_count\n  ... on Post {\n    post_content\n    media {\n      media_id\n      thumbnail_file\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n  ... on Remark {\n    remark_content\n  }\n}\n\nquery ProfileItems($username: String!, $kind: ContentKind!, $after: PageCursorInput) {\n  contentByUser(username: $username, kind: $kind, after: $after) {\n    items {\n      ...ProfileGrid_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}": types.ProfileGrid_ItemFragmentDoc,
    "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}": types.ReportContentDocument,
    "query SearchAccounts($query: String!) {\n  searchAccounts(query: $query) {\n    id\n    username\n    full_name\n    profile_image\n  }\n}": types.SearchAccountsDocument,
    "query CalendarFeedState {\n  hasCalendarFeed\n}\n\nmutation CreateCalendarFeed {\n  createCalendarFeed\n}\n\nmutation RemoveCalendarFeed {\n  removeCalendarFeed\n}": types.CalendarFeedStateDocument,
    "fragment AccessTokenRow_token on AccessToken {\n  id\n  name\n  scopes\n  last_four\n  created_at\n  last_used_at\n  expires_at\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow_token\n  }\n}\n\nmutation CreateAccessToken($input: AccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    access_token {\n      ...AccessTokenRow_token\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id)\n}": types.AccessTokenRow_TokenFragmentDoc,
    "query EditProfile {\n  myProfile {\n    id\n    ...ProfilePhoto_profile\n    ...ProfileBasicsForm_profile\n  }\n}": types.EditProfileDocument,
    "fragment ProfileBasicsForm_profile on Profile {\n  id\n  bio\n  gender\n}": types.ProfileBasicsForm_ProfileFragmentDoc,
    "fragment ProfilePhoto_profile on Profile {\n  id\n  username\n  full_name\n  profile_image\n}": types.ProfilePhoto_ProfileFragmentDoc,
    "mutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    id\n    profile_image\n  }\n}": types.RemoveProfilePhotoDocument,
    "mutation UpdateProfileBasics($input: ProfileBasicsInput!) {\n  updateProfile(input: $input) {\n    id\n    bio\n    gender\n  }\n}": types.UpdateProfileBasicsDocument,
    "query NotificationPreferences {\n  notificationPreferences {\n    kind\n    in_app\n    email\n  }\n}\n\nmutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean, $email: Boolean) {\n  setNotificationPreference(kind: $kind, in_app: $inApp, email: $email) {\n    kind\n    in_app\n    email\n  }\n}": types.NotificationPreferencesDocument,
    "mutation SaveThemePreference($theme: String!) {\n  setTheme(theme: $theme)\n}": types.SaveThemePreferenceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}"): (typeof documents)["query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}"): (typeof documents)["mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}"): (typeof documents)["mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ContentItemFields on ContentItem {\n  id\n  created_at\n  account_username\n  account_profile_image\n  like_count\n  is_liked\n  comment_count\n}"): (typeof documents)["fragment ContentItemFields on ContentItem {\n  id\n  created_at\n  account_username\n  account_profile_image\n  like_count\n  is_liked\n  comment_count\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MediaFields on Media {\n  media_id\n  media_file\n  thumbnail_file\n  display_order\n  width\n  height\n}"): (typeof documents)["fragment MediaFields on Media {\n  media_id\n  media_file\n  thumbnail_file\n  display_order\n  width\n  height\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CommentItem_comment on Comment {\n  id\n  comment_content\n  created_at\n  account_username\n  account_profile_image\n}"): (typeof documents)["fragment CommentItem_comment on Comment {\n  id\n  comment_content\n  created_at\n  account_username\n  account_profile_image\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CommentList_page on CommentPage {\n  items {\n    ...CommentItem_comment\n  }\n  next_cursor {\n    cursor_timestamp\n    cursor_id\n  }\n}\n\nquery OlderComments($id: ID!, $after: PageCursorInput!) {\n  contentItem(id: $id) {\n    id\n    comments(after: $after) {\n      ...CommentList_page\n    }\n  }\n}"): (typeof documents)["fragment CommentList_page on CommentPage {\n  items {\n    ...CommentItem_comment\n  }\n  next_cursor {\n    cursor_timestamp\n    cursor_id\n  }\n}\n\nquery OlderComments($id: ID!, $after: PageCursorInput!) {\n  contentItem(id: $id) {\n    id\n    comments(after: $after) {\n      ...CommentList_page\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    comment_count\n  }\n}"): (typeof documents)["mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    comment_count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LikeButton_item on ContentItem {\n  id\n  like_count\n  is_liked\n}"): (typeof documents)["fragment LikeButton_item on ContentItem {\n  id\n  like_count\n  is_liked\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventCalendar($id: ID!) {\n  eventCalendar(id: $id)\n}"): (typeof documents)["query EventCalendar($id: ID!) {\n  eventCalendar(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EventCard_event on Event {\n  id\n  event_name\n  event_date\n  event_location\n  event_category\n  event_is_online\n  media {\n    media_id\n    thumbnail_file\n  }\n  ...FriendsInterested_event\n}"): (typeof documents)["fragment EventCard_event on Event {\n  id\n  event_name\n  event_date\n  event_location\n  event_category\n  event_is_online\n  media {\n    media_id\n    thumbnail_file\n  }\n  ...FriendsInterested_event\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EventDetail_event on Event {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  event_id\n  event_name\n  event_description\n  event_date\n  event_location\n  event_category\n  event_is_online\n  ...InterestButton_event\n  ...FriendsInterested_event\n  media {\n    ...MediaFields\n  }\n}\n\nquery EventDetail($id: ID!) {\n  event(id: $id) {\n    ...EventDetail_event\n  }\n}"): (typeof documents)["fragment EventDetail_event on Event {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  event_id\n  event_name\n  event_description\n  event_date\n  event_location\n  event_category\n  event_is_online\n  ...InterestButton_event\n  ...FriendsInterested_event\n  media {\n    ...MediaFields\n  }\n}\n\nquery EventDetail($id: ID!) {\n  event(id: $id) {\n    ...EventDetail_event\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LikeEvent($id: ID!) {\n  item: likeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeEvent($id: ID!) {\n  item: unlikeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnEvent($input: CommentInput!) {\n  comment: commentOnEvent(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteEvent($id: ID!) {\n  deleted: deleteEvent(id: $id)\n}"): (typeof documents)["mutation LikeEvent($id: ID!) {\n  item: likeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeEvent($id: ID!) {\n  item: unlikeEvent(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnEvent($input: CommentInput!) {\n  comment: commentOnEvent(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteEvent($id: ID!) {\n  deleted: deleteEvent(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkEventInterest($id: ID!) {\n  item: markEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}\n\nmutation UnmarkEventInterest($id: ID!) {\n  item: unmarkEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}"): (typeof documents)["mutation MarkEventInterest($id: ID!) {\n  item: markEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}\n\nmutation UnmarkEventInterest($id: ID!) {\n  item: unmarkEventInterest(id: $id) {\n    ...InterestButton_event\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FriendsInterested_event on Event {\n  friends_interested {\n    count\n    people {\n      id\n      username\n      profile_image\n    }\n  }\n}"): (typeof documents)["fragment FriendsInterested_event on Event {\n  friends_interested {\n    count\n    people {\n      id\n      username\n      profile_image\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InterestButton_event on Event {\n  id\n  interest_count\n  is_interested\n}"): (typeof documents)["fragment InterestButton_event on Event {\n  id\n  interest_count\n  is_interested\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEvent($id: ID!, $input: EventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventDetail_event\n  }\n}"): (typeof documents)["mutation UpdateEvent($id: ID!, $input: EventInput!) {\n  updateEvent(id: $id, input: $input) {\n    ...EventDetail_event\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostDetail_post on Post {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  post_id\n  post_content\n  media {\n    ...MediaFields\n  }\n}\n\nquery PostDetail($id: ID!) {\n  post(id: $id) {\n    ...PostDetail_post\n  }\n}"): (typeof documents)["fragment PostDetail_post on Post {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  post_id\n  post_content\n  media {\n    ...MediaFields\n  }\n}\n\nquery PostDetail($id: ID!) {\n  post(id: $id) {\n    ...PostDetail_post\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LikePost($id: ID!) {\n  item: likePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikePost($id: ID!) {\n  item: unlikePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnPost($input: CommentInput!) {\n  comment: commentOnPost(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeletePost($id: ID!) {\n  deleted: deletePost(id: $id)\n}"): (typeof documents)["mutation LikePost($id: ID!) {\n  item: likePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikePost($id: ID!) {\n  item: unlikePost(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnPost($input: CommentInput!) {\n  comment: commentOnPost(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeletePost($id: ID!) {\n  deleted: deletePost(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePost($id: ID!, $input: PostCaptionInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostDetail_post\n  }\n}"): (typeof documents)["mutation UpdatePost($id: ID!, $input: PostCaptionInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostDetail_post\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRemark($input: RemarkInput!) {\n  createRemark(input: $input) {\n    ...RemarkDetail_remark\n  }\n}"): (typeof documents)["mutation CreateRemark($input: RemarkInput!) {\n  createRemark(input: $input) {\n    ...RemarkDetail_remark\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RemarkDetail_remark on Remark {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  remark_id\n  remark_content\n}\n\nquery RemarkDetail($id: ID!) {\n  remark(id: $id) {\n    ...RemarkDetail_remark\n  }\n}"): (typeof documents)["fragment RemarkDetail_remark on Remark {\n  ...ContentItemFields\n  comments {\n    ...CommentList_page\n  }\n  remark_id\n  remark_content\n}\n\nquery RemarkDetail($id: ID!) {\n  remark(id: $id) {\n    ...RemarkDetail_remark\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LikeRemark($id: ID!) {\n  item: likeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeRemark($id: ID!) {\n  item: unlikeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnRemark($input: CommentInput!) {\n  comment: commentOnRemark(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteRemark($id: ID!) {\n  deleted: deleteRemark(id: $id)\n}"): (typeof documents)["mutation LikeRemark($id: ID!) {\n  item: likeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation UnlikeRemark($id: ID!) {\n  item: unlikeRemark(id: $id) {\n    ...LikeButton_item\n  }\n}\n\nmutation CommentOnRemark($input: CommentInput!) {\n  comment: commentOnRemark(input: $input) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteRemark($id: ID!) {\n  deleted: deleteRemark(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRemark($id: ID!, $input: RemarkInput!) {\n  updateRemark(id: $id, input: $input) {\n    ...RemarkDetail_remark\n  }\n}"): (typeof documents)["mutation UpdateRemark($id: ID!, $input: RemarkInput!) {\n  updateRemark(id: $id, input: $input) {\n    ...RemarkDetail_remark\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchEvents($filters: EventFiltersInput, $after: PageCursorInput) {\n  searchEvents(filters: $filters, after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"): (typeof documents)["query SearchEvents($filters: EventFiltersInput, $after: PageCursorInput) {\n  searchEvents(filters: $filters, after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InterestedEvents($after: PageCursorInput) {\n  interestedEvents(after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"): (typeof documents)["query InterestedEvents($after: PageCursorInput) {\n  interestedEvents(after: $after) {\n    items {\n      ...EventCard_event\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedCard_item on ContentItem {\n  __typename\n  ...ContentItemFields\n  ... on Remark {\n    remark_content\n  }\n  ... on Post {\n    post_content\n    media {\n      media_id\n      media_file\n      width\n      height\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n}\n\nquery HomeFeed($after: PageCursorInput) {\n  homeFeed(after: $after) {\n    items {\n      ...FeedCard_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"): (typeof documents)["fragment FeedCard_item on ContentItem {\n  __typename\n  ...ContentItemFields\n  ... on Remark {\n    remark_content\n  }\n  ... on Post {\n    post_content\n    media {\n      media_id\n      media_file\n      width\n      height\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n}\n\nquery HomeFeed($after: PageCursorInput) {\n  homeFeed(after: $after) {\n    items {\n      ...FeedCard_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}"): (typeof documents)["query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessageAdded {\n  messageAdded {\n    ...MessageItem_message\n  }\n}\n\nsubscription TypingSignal {\n  typing {\n    conversation_id\n    username\n    is_typing\n  }\n}\n\nsubscription ConversationCreated {\n  conversationCreated {\n    ...ConversationItem_conversation\n  }\n}\n\nmutation SetTyping($conversationId: ID!, $isTyping: Boolean!) {\n  setTyping(conversation_id: $conversationId, is_typing: $isTyping)\n}"): (typeof documents)["subscription MessageAdded {\n  messageAdded {\n    ...MessageItem_message\n  }\n}\n\nsubscription TypingSignal {\n  typing {\n    conversation_id\n    username\n    is_typing\n  }\n}\n\nsubscription ConversationCreated {\n  conversationCreated {\n    ...ConversationItem_conversation\n  }\n}\n\nmutation SetTyping($conversationId: ID!, $isTyping: Boolean!) {\n  setTyping(conversation_id: $conversationId, is_typing: $isTyping)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConversationMessages($id: ID!, $before: ID) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n    messages(before: $before) {\n      items {\n        ...MessageItem_message\n      }\n      older_cursor\n    }\n  }\n}\n\nmutation SendMessage($conversationId: ID!, $content: String!) {\n  sendMessage(conversation_id: $conversationId, content: $content) {\n    ...MessageItem_message\n  }\n}\n\nmutation MarkRead($conversationId: ID!, $messageId: ID!) {\n  markRead(conversation_id: $conversationId, message_id: $messageId) {\n    id\n    last_read_message_id\n  }\n}"): (typeof documents)["query ConversationMessages($id: ID!, $before: ID) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n    messages(before: $before) {\n      items {\n        ...MessageItem_message\n      }\n      older_cursor\n    }\n  }\n}\n\nmutation SendMessage($conversationId: ID!, $content: String!) {\n  sendMessage(conversation_id: $conversationId, content: $content) {\n    ...MessageItem_message\n  }\n}\n\nmutation MarkRead($conversationId: ID!, $messageId: ID!) {\n  markRead(conversation_id: $conversationId, message_id: $messageId) {\n    id\n    last_read_message_id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MessageItem_message on Message {\n  id\n  conversation_id\n  content\n  timestamp\n  sender {\n    id\n    username\n    full_name\n    profile_image\n  }\n}"): (typeof documents)["fragment MessageItem_message on Message {\n  id\n  conversation_id\n  content\n  timestamp\n  sender {\n    id\n    username\n    full_name\n    profile_image\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ConversationItem_conversation on Conversation {\n  id\n  name\n  created_at\n  last_activity_at\n  last_read_message_id\n  participants {\n    id\n    username\n    full_name\n    profile_image\n  }\n  last_message {\n    ...MessageItem_message\n  }\n}\n\nquery Conversations($after: PageCursorInput) {\n  conversations(after: $after) {\n    items {\n      ...ConversationItem_conversation\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ConversationSummary($id: ID!) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n  }\n}"): (typeof documents)["fragment ConversationItem_conversation on Conversation {\n  id\n  name\n  created_at\n  last_activity_at\n  last_read_message_id\n  participants {\n    id\n    username\n    full_name\n    profile_image\n  }\n  last_message {\n    ...MessageItem_message\n  }\n}\n\nquery Conversations($after: PageCursorInput) {\n  conversations(after: $after) {\n    items {\n      ...ConversationItem_conversation\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ConversationSummary($id: ID!) {\n  conversation(id: $id) {\n    ...ConversationItem_conversation\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateConversation($participantIds: [ID!]!) {\n  createConversation(participant_ids: $participantIds) {\n    ...ConversationItem_conversation\n  }\n}"): (typeof documents)["mutation CreateConversation($participantIds: [ID!]!) {\n  createConversation(participant_ids: $participantIds) {\n    ...ConversationItem_conversation\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Moderator {\n  me {\n    id\n    is_moderator\n  }\n}\n\nfragment OpenReport_report on OpenReport {\n  id\n  target_type\n  target_id\n  reason\n  text\n  created_at\n  report_count\n  item_kind\n  preview\n  image\n  owner_suspended\n  reporter {\n    id\n    username\n  }\n  owner {\n    id\n    username\n    full_name\n    profile_image\n  }\n}\n\nquery OpenReports($after: PageCursorInput) {\n  openReports(after: $after) {\n    items {\n      ...OpenReport_report\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ModerationLog($after: PageCursorInput) {\n  moderationLog(after: $after) {\n    items {\n      id\n      action\n      moderator_username\n      target_type\n      target_id\n      account_id\n      account_username\n      account_suspended\n      reason\n      created_at\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveReportedContent($reportId: ID!, $reason: String!) {\n  removeReportedContent(reportId: $reportId, reason: $reason)\n}\n\nmutation SuspendReportedAccount($reportId: ID!, $reason: String!) {\n  suspendReportedAccount(reportId: $reportId, reason: $reason)\n}\n\nmutation DismissReport($reportId: ID!) {\n  dismissReport(reportId: $reportId)\n}\n\nmutation LiftSuspension($accountId: ID!, $reason: String!) {\n  liftSuspension(accountId: $accountId, reason: $reason)\n}"): (typeof documents)["query Moderator {\n  me {\n    id\n    is_moderator\n  }\n}\n\nfragment OpenReport_report on OpenReport {\n  id\n  target_type\n  target_id\n  reason\n  text\n  created_at\n  report_count\n  item_kind\n  preview\n  image\n  owner_suspended\n  reporter {\n    id\n    username\n  }\n  owner {\n    id\n    username\n    full_name\n    profile_image\n  }\n}\n\nquery OpenReports($after: PageCursorInput) {\n  openReports(after: $after) {\n    items {\n      ...OpenReport_report\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery ModerationLog($after: PageCursorInput) {\n  moderationLog(after: $after) {\n    items {\n      id\n      action\n      moderator_username\n      target_type\n      target_id\n      account_id\n      account_username\n      account_suspended\n      reason\n      created_at\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveReportedContent($reportId: ID!, $reason: String!) {\n  removeReportedContent(reportId: $reportId, reason: $reason)\n}\n\nmutation SuspendReportedAccount($reportId: ID!, $reason: String!) {\n  suspendReportedAccount(reportId: $reportId, reason: $reason)\n}\n\nmutation DismissReport($reportId: ID!) {\n  dismissReport(reportId: $reportId)\n}\n\nmutation LiftSuspension($accountId: ID!, $reason: String!) {\n  liftSuspension(accountId: $accountId, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationEntry_entry on NotificationEntry {\n  id\n  kind\n  text\n  item_id\n  item_kind\n  item_preview\n  item_image\n  actor_count\n  created_at\n  read\n  position\n  actors {\n    id\n    username\n    profile_image\n  }\n}\n\nquery Notifications($before: ID) {\n  notifications(before: $before) {\n    items {\n      ...NotificationEntry_entry\n    }\n    next_cursor {\n      before\n    }\n    unread_count\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nmutation MarkNotificationsRead($upTo: ID) {\n  markNotificationsRead(up_to: $upTo)\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    ...NotificationEntry_entry\n  }\n}"): (typeof documents)["fragment NotificationEntry_entry on NotificationEntry {\n  id\n  kind\n  text\n  item_id\n  item_kind\n  item_preview\n  item_image\n  actor_count\n  created_at\n  read\n  position\n  actors {\n    id\n    username\n    profile_image\n  }\n}\n\nquery Notifications($before: ID) {\n  notifications(before: $before) {\n    items {\n      ...NotificationEntry_entry\n    }\n    next_cursor {\n      before\n    }\n    unread_count\n  }\n}\n\nquery UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nmutation MarkNotificationsRead($upTo: ID) {\n  markNotificationsRead(up_to: $upTo)\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    ...NotificationEntry_entry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token)\n}"): (typeof documents)["mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BlockAccount($username: String!) {\n  profile: blockAccount(username: $username) {\n    id\n    is_blocked\n    is_following\n    follower_count\n    following_count\n  }\n}\n\nmutation UnblockAccount($username: String!) {\n  profile: unblockAccount(username: $username) {\n    id\n    is_blocked\n  }\n}\n\nquery BlockedAccounts($after: PageCursorInput) {\n  blockedAccounts(after: $after) {\n    items {\n      id\n      username\n      full_name\n      profile_image\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"): (typeof documents)["mutation BlockAccount($username: String!) {\n  profile: blockAccount(username: $username) {\n    id\n    is_blocked\n    is_following\n    follower_count\n    following_count\n  }\n}\n\nmutation UnblockAccount($username: String!) {\n  profile: unblockAccount(username: $username) {\n    id\n    is_blocked\n  }\n}\n\nquery BlockedAccounts($after: PageCursorInput) {\n  blockedAccounts(after: $after) {\n    items {\n      id\n      username\n      full_name\n      profile_image\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Follow($username: String!) {\n  profile: follow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}\n\nmutation Unfollow($username: String!) {\n  profile: unfollow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}"): (typeof documents)["mutation Follow($username: String!) {\n  profile: follow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}\n\nmutation Unfollow($username: String!) {\n  profile: unfollow(username: $username) {\n    id\n    follower_count\n    is_following\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileHeader_profile on Profile {\n  id\n  username\n  full_name\n  created_on\n  profile_image\n  bio\n  gender\n  follower_count\n  following_count\n  events_count\n  is_following\n  is_muted\n  is_blocked\n}\n\nquery Profile($username: String!) {\n  profile(username: $username) {\n    ...ProfileHeader_profile\n  }\n}"): (typeof documents)["fragment ProfileHeader_profile on Profile {\n  id\n  username\n  full_name\n  created_on\n  profile_image\n  bio\n  gender\n  follower_count\n  following_count\n  events_count\n  is_following\n  is_muted\n  is_blocked\n}\n\nquery Profile($username: String!) {\n  profile(username: $username) {\n    ...ProfileHeader_profile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MuteAccount($username: String!) {\n  profile: muteAccount(username: $username) {\n    id\n    is_muted\n  }\n}\n\nmutation UnmuteAccount($username: String!) {\n  profile: unmuteAccount(username: $username) {\n    id\n    is_muted\n  }\n}"): (typeof documents)["mutation MuteAccount($username: String!) {\n  profile: muteAccount(username: $username) {\n    id\n    is_muted\n  }\n}\n\nmutation UnmuteAccount($username: String!) {\n  profile: unmuteAccount(username: $username) {\n    id\n    is_muted\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PersonRow_person on Person {\n  id\n  username\n  full_name\n  profile_image\n  is_following\n}\n\nquery Followers($username: String!, $query: String, $after: PageCursorInput) {\n  people: followers(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery Following($username: String!, $query: String, $after: PageCursorInput) {\n  people: following(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveFollower($accountId: ID!) {\n  profile: removeFollower(accountId: $accountId) {\n    id\n    follower_count\n  }\n}"): (typeof documents)["fragment PersonRow_person on Person {\n  id\n  username\n  full_name\n  profile_image\n  is_following\n}\n\nquery Followers($username: String!, $query: String, $after: PageCursorInput) {\n  people: followers(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nquery Following($username: String!, $query: String, $after: PageCursorInput) {\n  people: following(username: $username, query: $query, after: $after) {\n    items {\n      ...PersonRow_person\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}\n\nmutation RemoveFollower($accountId: ID!) {\n  profile: removeFollower(accountId: $accountId) {\n    id\n    follower_count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileGrid_item on ContentItem {\n  id\n  created_at\n  like_count\n  comment_count\n  ... on Post {\n    post_content\n    media {\n      media_id\n      thumbnail_file\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n  ... on Remark {\n    remark_content\n  }\n}\n\nquery ProfileItems($username: String!, $kind: ContentKind!, $after: PageCursorInput) {\n  contentByUser(username: $username, kind: $kind, after: $after) {\n    items {\n      ...ProfileGrid_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"): (typeof documents)["fragment ProfileGrid_item on ContentItem {\n  id\n  created_at\n  like_count\n  comment_count\n  ... on Post {\n    post_content\n    media {\n      media_id\n      thumbnail_file\n    }\n  }\n  ... on Event {\n    ...EventCard_event\n  }\n  ... on Remark {\n    remark_content\n  }\n}\n\nquery ProfileItems($username: String!, $kind: ContentKind!, $after: PageCursorInput) {\n  contentByUser(username: $username, kind: $kind, after: $after) {\n    items {\n      ...ProfileGrid_item\n    }\n    next_cursor {\n      cursor_timestamp\n      cursor_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchAccounts($query: String!) {\n  searchAccounts(query: $query) {\n    id\n    username\n    full_name\n    profile_image\n  }\n}"): (typeof documents)["query SearchAccounts($query: String!) {\n  searchAccounts(query: $query) {\n    id\n    username\n    full_name\n    profile_image\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarFeedState {\n  hasCalendarFeed\n}\n\nmutation CreateCalendarFeed {\n  createCalendarFeed\n}\n\nmutation RemoveCalendarFeed {\n  removeCalendarFeed\n}"): (typeof documents)["query CalendarFeedState {\n  hasCalendarFeed\n}\n\nmutation CreateCalendarFeed {\n  createCalendarFeed\n}\n\nmutation RemoveCalendarFeed {\n  removeCalendarFeed\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccessTokenRow_token on AccessToken {\n  id\n  name\n  scopes\n  last_four\n  created_at\n  last_used_at\n  expires_at\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow_token\n  }\n}\n\nmutation CreateAccessToken($input: AccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    access_token {\n      ...AccessTokenRow_token\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id)\n}"): (typeof documents)["fragment AccessTokenRow_token on AccessToken {\n  id\n  name\n  scopes\n  last_four\n  created_at\n  last_used_at\n  expires_at\n}\n\nquery AccessTokens {\n  accessTokens {\n    ...AccessTokenRow_token\n  }\n}\n\nmutation CreateAccessToken($input: AccessTokenInput!) {\n  createAccessToken(input: $input) {\n    token\n    access_token {\n      ...AccessTokenRow_token\n    }\n  }\n}\n\nmutation RevokeAccessToken($id: ID!) {\n  revokeAccessToken(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditProfile {\n  myProfile {\n    id\n    ...ProfilePhoto_profile\n    ...ProfileBasicsForm_profile\n  }\n}"): (typeof documents)["query EditProfile {\n  myProfile {\n    id\n    ...ProfilePhoto_profile\n    ...ProfileBasicsForm_profile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileBasicsForm_profile on Profile {\n  id\n  bio\n  gender\n}"): (typeof documents)["fragment ProfileBasicsForm_profile on Profile {\n  id\n  bio\n  gender\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfilePhoto_profile on Profile {\n  id\n  username\n  full_name\n  profile_image\n}"): (typeof documents)["fragment ProfilePhoto_profile on Profile {\n  id\n  username\n  full_name\n  profile_image\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    id\n    profile_image\n  }\n}"): (typeof documents)["mutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    id\n    profile_image\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfileBasics($input: ProfileBasicsInput!) {\n  updateProfile(input: $input) {\n    id\n    bio\n    gender\n  }\n}"): (typeof documents)["mutation UpdateProfileBasics($input: ProfileBasicsInput!) {\n  updateProfile(input: $input) {\n    id\n    bio\n    gender\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationPreferences {\n  notificationPreferences {\n    kind\n    in_app\n    email\n  }\n}\n\nmutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean, $email: Boolean) {\n  setNotificationPreference(kind: $kind, in_app: $inApp, email: $email) {\n    kind\n    in_app\n    email\n  }\n}"): (typeof documents)["query NotificationPreferences {\n  notificationPreferences {\n    kind\n    in_app\n    email\n  }\n}\n\nmutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean, $email: Boolean) {\n  setNotificationPreference(kind: $kind, in_app: $inApp, email: $email) {\n    kind\n    in_app\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveThemePreference($theme: String!) {\n  setTheme(theme: $theme)\n}"): (typeof documents)["mutation SaveThemePreference($theme: String!) {\n  setTheme(theme: $theme)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;