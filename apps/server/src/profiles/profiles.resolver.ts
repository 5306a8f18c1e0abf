import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { FollowsService } from './follows.service';
import { ProfileBasicsInput } from './profile.inputs';
import { Person, PersonPage, Profile } from './profile.models';
import { ProfilesService } from './profiles.service';

const AFTER = { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' } as const;
const QUERY = { type: () => String, nullable: true, description: 'Only people whose user name contains this, ignoring case.' } as const;
const USERNAME = { description: 'User name, in any case; account/not_found when there is no such user or they blocked you.' } as const;

/** Profiles, following, user search and one's own settings; a photo is uploaded over REST (multipart). */
@Resolver(() => Profile)
@UseGuards(AuthGuard)
export class ProfilesResolver {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly follows: FollowsService,
  ) {}

  @Query(() => Profile, { nullable: true, description: 'The profile of a user; null when there is no such user. A name given up by a rename answers the renamed profile for 90 days, whose username is then the current name.' })
  profile(@CurrentViewer() viewer: Viewer, @Args('username', { description: 'User name, in any case.' }) username: string): Promise<Profile | null> {
    return this.profiles.find(viewer, username);
  }

  @Query(() => Profile, { description: "The signed-in user's own profile." })
  myProfile(@CurrentViewer() viewer: Viewer): Promise<Profile> {
    return this.profiles.mine(viewer);
  }

  @Query(() => [Person], { description: 'People whose user name or full name contains the query, best matches first; at most 20.' })
  searchAccounts(@CurrentViewer() viewer: Viewer, @Args('query', { description: 'Part of a user name or full name; blank finds no one.' }) query: string): Promise<Person[]> {
    return this.profiles.search(viewer, query);
  }

  @Query(() => Person, { nullable: true, description: "An account of another server of the fediverse, fetched from its server by its handle or its actor's URL; null when none answers." })
  lookupRemoteAccount(@CurrentViewer() viewer: Viewer, @Args('handle', { description: "`@name@host` (or `name@host`), or the URL of an actor." }) handle: string): Promise<Person | null> {
    return this.profiles.lookupRemote(viewer, handle);
  }

  @Query(() => PersonPage, { description: 'People following a user, newest first, a page at a time.' })
  followers(
    @CurrentViewer() viewer: Viewer,
    @Args('username', USERNAME) username: string,
    @Args('query', QUERY) query: string | null,
    @Args('after', AFTER) after: PageCursorInput | null,
  ): Promise<Page<Person>> {
    return this.follows.followers(viewer, username, query ?? undefined, after);
  }

  @Query(() => PersonPage, { description: 'People a user follows, newest first, a page at a time.' })
  following(
    @CurrentViewer() viewer: Viewer,
    @Args('username', USERNAME) username: string,
    @Args('query', QUERY) query: string | null,
    @Args('after', AFTER) after: PageCursorInput | null,
  ): Promise<Page<Person>> {
    return this.follows.following(viewer, username, query ?? undefined, after);
  }

  @Mutation(() => Profile, { description: 'Follows a user; following twice changes nothing. Answers their profile.' })
  follow(@CurrentViewer() viewer: Viewer, @Args('username', USERNAME) username: string): Promise<Profile> {
    return this.follows.follow(viewer, username);
  }

  @Mutation(() => Profile, { description: 'Stops following a user. Answers their profile.' })
  unfollow(@CurrentViewer() viewer: Viewer, @Args('username', USERNAME) username: string): Promise<Profile> {
    return this.follows.unfollow(viewer, username);
  }

  @Mutation(() => Profile, { description: "Removes someone from the signed-in user's followers. Answers the user's own profile." })
  async removeFollower(@CurrentViewer() viewer: Viewer, @Args('accountId', { type: () => ID, description: 'Account id of the follower.' }) accountId: string): Promise<Profile> {
    await this.follows.removeFollower(viewer, accountId);
    return this.profiles.mine(viewer);
  }

  @Mutation(() => Profile, { description: 'Changes the bio and gender of the signed-in user.' })
  updateProfile(@CurrentViewer() viewer: Viewer, @Args('input', { description: 'The bio and gender; both are replaced.' }) input: ProfileBasicsInput): Promise<Profile> {
    return this.profiles.updateBasics(viewer, input);
  }

  @Mutation(() => String, { description: "Saves the signed-in user's colour theme; answers it." })
  setTheme(@CurrentViewer() viewer: Viewer, @Args('theme', { description: 'One of the nine theme values.' }) theme: string): Promise<string> {
    return this.profiles.setTheme(viewer, theme);
  }

  @Mutation(() => String, { description: 'Chooses the language of Gatherly, its mails and its notifications, on every device; answers it. A code of `languages`; any other fails with validation_failed.' })
  setLanguage(@CurrentViewer() viewer: Viewer, @Args('language', { description: 'The code of a language of `languages`.' }) language: string): Promise<string> {
    return this.profiles.setLanguage(viewer, language);
  }

  @Mutation(() => Profile, { description: "Chooses whether others find the signed-in user's remarks, posts, events and comments in search (their own searches always do). Answers their profile." })
  setIndexable(@CurrentViewer() viewer: Viewer, @Args('indexable', { description: 'false: others never find your items in search.' }) indexable: boolean): Promise<Profile> {
    return this.profiles.setIndexable(viewer, indexable);
  }

  @Mutation(() => Profile, { description: 'Goes back to the default profile image.' })
  async removeProfilePhoto(@CurrentViewer() viewer: Viewer): Promise<Profile> {
    await this.profiles.removePhoto(viewer);
    return this.profiles.mine(viewer);
  }
}

