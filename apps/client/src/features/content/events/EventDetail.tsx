import type { EventDetail_EventFragment } from './EventDetail.generated';
import { Gallery } from '../../../ui/Gallery';
import { useT } from '../../../lib/i18n';
import { LinkPreviewCard } from '../../../ui/LinkPreviewCard';
import { RichText } from '../../../ui/RichText';
import { galleryImages } from '../detail/gallery-images';
import { ItemByline } from '../detail/ItemByline';
import { CommentBox } from '../engagement/CommentBox';
import { CommentList } from '../engagement/CommentList';
import { EngagementBar } from '../engagement/EngagementBar';
import { placeLabel } from '@gatherly/schema';
import { formatEventDate } from './event-dates';
import { categoryLabel } from './event-category';
import { AddToCalendar } from './AddToCalendar';
import { FriendsInterested } from './FriendsInterested';
import { InterestButton } from './InterestButton';
import { FriendsGoing } from './going/FriendsGoing';
import { GoingControl } from './going/GoingControl';
import { GuestsButton } from './going/GuestsButton';
import { useAttendanceLive } from './going/use-attendance-live';
import { EventHosting } from './hosting/EventHosting';
import { EventPlaceMap } from './map/EventPlaceMap';
import { SeriesLine } from './series/SeriesLine';

/** An event's content: gallery, name, date, location, Interested and Going (seats, live), category, online badge, friends interested and going, Guests for hosts, text and engagement. */
export function EventDetail({ event }: { event: EventDetail_EventFragment }) {
  const t = useT();
  useAttendanceLive(event.id);
  return (
    <article className="detail detail--media">
      <Gallery images={galleryImages(event.media)} by={event.account_username} />
      <div className="detail__side">
        <ItemByline username={event.account_username} image={event.account_profile_image} createdAt={event.created_at} editedAt={event.edited_at} url={event.url} />
        <div className="detail__scroll detail__scroll--event">
          <h3 className="detail__event-name">{event.event_name}</h3>
          <div className="detail__badges">
            <span className="detail__badge">{categoryLabel(event.event_category)}</span>
            {event.event_is_online ? <span className="detail__badge detail__badge--online">{t('events.onlineEvent')}</span> : null}
          </div>
          <dl className="detail__facts">
            <dt>{t('events.detail.when')}</dt>
            <dd>
              <time dateTime={event.event_date}>{formatEventDate(event.event_date, { style: 'full', eventZone: event.event_timezone })}</time>
            </dd>
            {event.event_location || event.event_place ? (
              <>
                <dt>{t('events.detail.where')}</dt>
                <dd>{[event.event_location, event.event_place ? placeLabel(event.event_place) : ''].filter(Boolean).join(' · ')}</dd>
              </>
            ) : null}
          </dl>
          <SeriesLine event={event} />
          {/* Whether one goes comes with when and where, before the description (on phones too). */}
          <div className="detail__answers">
            <InterestButton event={event} />
            <GoingControl event={event} eventName={event.event_name} />
          </div>
          <FriendsInterested friends={event.friends_interested} />
          <FriendsGoing friends={event.friends_going} />
          {event.is_host ? <GuestsButton eventId={event.id} eventName={event.event_name} /> : null}
          <AddToCalendar id={event.id} name={event.event_name} />
          <EventPlaceMap event={event} />
          <EventHosting event={event} />
          {event.event_description ? (
            <p className="detail__caption">
              <RichText text={event.event_description} mentions={event.mentions} />
            </p>
          ) : null}
          {event.link_preview ? <LinkPreviewCard preview={event.link_preview} /> : null}
          <CommentList itemId={event.id} itemAuthor={event.account_username} page={event.comments} />
        </div>
        <div className="detail__actions">
          <EngagementBar kind="event" item={event} />
          <CommentBox kind="event" itemId={event.id} />
        </div>
      </div>
    </article>
  );
}
