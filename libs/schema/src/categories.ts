/** Event categories of spec §3, value and label. */
export const EVENT_CATEGORIES = [
  { value: 'music', label: 'Music' },
  { value: 'sports', label: 'Sports' },
  { value: 'technology', label: 'Technology' },
  { value: 'education', label: 'Education' },
  { value: 'food', label: 'Food & Drink' },
  { value: 'health', label: 'Health & Wellness' },
  { value: 'business', label: 'Business & Networking' },
  { value: 'arts', label: 'Arts & Culture' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'charity', label: 'Charity & Causes' },
  { value: 'science', label: 'Science & Research' },
  { value: 'travel', label: 'Travel & Adventure' },
  { value: 'film', label: 'Film & Entertainment' },
  { value: 'religion', label: 'Religion & Spirituality' },
  { value: 'community', label: 'Community' },
  { value: 'politics', label: 'Politics' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'conference', label: 'Conference' },
  { value: 'webinar', label: 'Webinar' },
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value'];
