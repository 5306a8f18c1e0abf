import { useState } from 'react';
import { Link } from 'react-router-dom';
import { genderLabel } from '@gatherly/schema';
import type { ProfileHeader_ProfileFragment } from '../../../gql/graphql';
import { PATHS } from '../../../lib/paths';
import { Avatar } from '../../../ui/Avatar';
import { CopyLinkButton } from '../../../ui/CopyLinkButton';
import { FollowButton } from '../follow/FollowButton';
import { ReportButton } from '../../reports';
import { BlockButton } from '../block/BlockButton';
import { MuteButton } from '../mute/MuteButton';
import { PeopleDialog, type PeopleList } from '../people/PeopleDialog';
import { pluralWord } from '../../../lib/text/plural';

const joined = (date: string) => new Date(date).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });

/** Avatar, names, bio, gender, 'Joined', the three counts, and Edit profile or Follow, Message, Mute and Block (spec §2). */
export function ProfileHeader({ profile, own }: { profile: ProfileHeader_ProfileFragment; own: boolean }) {
  const [list, setList] = useState<PeopleList | null>(null);
  const gender = genderLabel(profile.gender);

  return (
    <header className="profile-header">
      <Avatar src={profile.profile_image} alt={`${profile.username}'s profile photo`} size={120} />
      <div className="profile-header__main">
        <div className="profile-header__top">
          <h1 className="profile-header__username">{profile.username}</h1>
          <CopyLinkButton icon path={PATHS.profile(profile.username)} what={`${profile.username}'s profile`} />
          {own ? (
            <Link className="btn btn--secondary" to={PATHS.editProfile}>
              Edit profile
            </Link>
          ) : (
            <div className="profile-header__actions">
              <FollowButton person={profile} />
              {/* Opens the one-to-one conversation with them; with none yet, a draft that nobody hears of before its first message. */}
              <Link className="btn btn--secondary" to={PATHS.messageWith(profile.username)}>
                Message
              </Link>
              <MuteButton person={profile} />
              <BlockButton person={profile} />
              <ReportButton target={{ type: 'account', id: profile.id, what: profile.username }} className="btn btn--secondary">
                Report
              </ReportButton>
            </div>
          )}
        </div>
        <ul className="profile-header__counts">
          <li>
            <strong>{profile.events_count}</strong> {pluralWord(profile.events_count, 'Event')}
          </li>
          <li>
            <button type="button" className="profile-header__count" onClick={() => setList('followers')}>
              <strong>{profile.follower_count}</strong> {pluralWord(profile.follower_count, 'Follower')}
            </button>
          </li>
          <li>
            <button type="button" className="profile-header__count" onClick={() => setList('following')}>
              <strong>{profile.following_count}</strong> Following
            </button>
          </li>
        </ul>
        <p className="profile-header__name">{profile.full_name}</p>
        {gender ? <p className="profile-header__gender">{gender}</p> : null}
        {profile.bio ? <p className="profile-header__bio">{profile.bio}</p> : null}
        <p className="profile-header__joined">Joined {joined(profile.created_on)}</p>
      </div>
      {list ? <PeopleDialog list={list} username={profile.username} own={own} onClose={() => setList(null)} /> : null}
    </header>
  );
}
