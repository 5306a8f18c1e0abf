import { useState } from 'react';
import { Link } from 'react-router-dom';
import { genderLabel } from '@gatherly/schema';
import type { ProfileHeader_ProfileFragment } from './Profile.generated';
import { formatLocale, Phrase, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Avatar } from '../../../ui/Avatar';
import { CopyLinkButton } from '../../../ui/CopyLinkButton';
import { FollowButton } from '../follow/FollowButton';
import { ReportButton } from '../../reports';
import { BlockButton } from '../block/BlockButton';
import { MuteButton } from '../mute/MuteButton';
import { PeopleDialog, type PeopleList } from '../people/PeopleDialog';

const joined = (date: string) => new Date(date).toLocaleDateString(formatLocale(), { month: 'long', year: 'numeric' });

/**
 * Avatar, names, bio, gender, 'Joined', the three counts, and Edit profile or Follow, Message, Mute
 * and Block (spec §2); for an account of another server, a link to its page there instead of Message.
 */
export function ProfileHeader({ profile, own }: { profile: ProfileHeader_ProfileFragment; own: boolean }) {
  const t = useT();
  const [list, setList] = useState<PeopleList | null>(null);
  const gender = genderLabel(profile.gender);

  return (
    <header className="profile-header">
      <Avatar src={profile.profile_image} alt={t('people.header.photoAlt', { username: profile.username })} size={120} />
      <div className="profile-header__main">
        <div className="profile-header__top">
          <h1 className="profile-header__username">{profile.username}</h1>
          <CopyLinkButton icon path={PATHS.profile(profile.username)} what={t('people.header.copyWhat', { username: profile.username })} />
          {own ? (
            <Link className="btn btn--secondary" to={PATHS.editProfile}>
              {t('people.header.editProfile')}
            </Link>
          ) : (
            <div className="profile-header__actions">
              <FollowButton person={profile} />
              {profile.actor_url ? (
                // An account of another server: its own page there (its server sends a browser from the actor to it).
                <a className="btn btn--secondary" href={profile.actor_url} rel="noopener noreferrer" target="_blank">
                  {t('people.header.openRemote', { host: new URL(profile.actor_url).host })}
                </a>
              ) : (
                // Opens the one-to-one conversation with them; with none yet, a draft that nobody hears of before its first message.
                <Link className="btn btn--secondary" to={PATHS.messageWith(profile.username)}>
                  {t('people.header.message')}
                </Link>
              )}
              <MuteButton person={profile} />
              <BlockButton person={profile} />
              <ReportButton target={{ type: 'account', id: profile.id, what: profile.username }} className="btn btn--secondary">
                {t('people.header.report')}
              </ReportButton>
            </div>
          )}
        </div>
        <ul className="profile-header__counts">
          <li>
            <Phrase id={'people.header.events'} values={{ count: profile.events_count }} components={[<strong key="count" />]} />
          </li>
          <li>
            <button type="button" className="profile-header__count" onClick={() => setList('followers')}>
              <Phrase id={'people.header.followers'} values={{ count: profile.follower_count }} components={[<strong key="count" />]} />
            </button>
          </li>
          <li>
            <button type="button" className="profile-header__count" onClick={() => setList('following')}>
              <Phrase id={'people.header.following'} values={{ count: profile.following_count }} components={[<strong key="count" />]} />
            </button>
          </li>
        </ul>
        <p className="profile-header__name">{profile.full_name}</p>
        {gender ? <p className="profile-header__gender">{gender}</p> : null}
        {profile.bio ? <p className="profile-header__bio">{profile.bio}</p> : null}
        {/* An account of another server joined there, not when this server first met it. */}
        {profile.is_remote ? null : <p className="profile-header__joined">{t('people.header.joined', { date: joined(profile.created_on) })}</p>}
      </div>
      {list ? <PeopleDialog list={list} username={profile.username} own={own} onClose={() => setList(null)} /> : null}
    </header>
  );
}
