import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { readImageUpload } from '../media/multipart';
import { FollowsService } from './follows.service';
import { LanguageBody, PeopleQuery, PrivacyBody, ProfileBasicsInput, SearchQuery, ThemeBody } from './profile.inputs';
import { PersonJson, personJson, ProfileJson, profileJson } from './profile.json';
import { ProfilesService } from './profiles.service';
import { ApiAuth } from '../openapi/openapi-document';
import { NULL_ONLY } from '../openapi/schemas';
import { ApiFailures, ApiImageUpload, ApiSuccess, orNull } from '../openapi/responses';
import { PageCursor } from '../common/paging/page-cursor.model';

/** The profile routes of spec §7. */
@ApiTags('profile')
@ApiAuth()
@Controller('api/profile')
@UseGuards(AuthGuard)
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly follows: FollowsService,
  ) {}

  @Get('profile/:username')
  @ApiOperation({ summary: 'The profile of a user (data is the profile). A name given up by a rename answers the renamed profile for 90 days: data.username is then the current name.' })
  @ApiSuccess(200, 'The profile.', ProfileJson)
  @ApiFailures(401, 403, 404)
  async profile(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: profileJson(await this.profiles.profile(viewer, username)) };
  }

  @Get('me')
  @ApiOperation({ summary: "The signed-in user's own profile." })
  @ApiSuccess(200, 'Your profile.', { profile: ProfileJson })
  @ApiFailures(401, 403)
  async me(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { profile: profileJson(await this.profiles.mine(viewer)) } };
  }

  @Get('search')
  @ApiOperation({ summary: 'People whose user name or full name contains `username`, best matches first; at most 20.' })
  @ApiSuccess(200, 'The people found.', { accounts: [PersonJson] })
  @ApiFailures(400, 401, 403)
  async search(@CurrentViewer() viewer: Viewer, @Query() query: SearchQuery) {
    return { success: true, data: { accounts: (await this.profiles.search(viewer, query.username ?? '')).map(personJson) } };
  }

  @Post('follow/:username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Follow a user; following twice changes nothing.' })
  @ApiSuccess(200, 'Their profile, now followed.', { profile: ProfileJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async follow(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.follows.follow(viewer, username)) } };
  }

  @Post('unfollow/:username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop following a user.' })
  @ApiSuccess(200, 'Their profile, no longer followed.', { profile: ProfileJson })
  @ApiFailures(401, 403, 404, 429)
  async unfollow(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.follows.unfollow(viewer, username)) } };
  }

  @Delete('remove-follower/:accountId')
  @ApiOperation({ summary: "Remove someone from one's own followers." })
  @ApiSuccess(200, 'Removed (or was not a follower).')
  @ApiFailures(401, 403, 404, 429)
  async removeFollower(@CurrentViewer() viewer: Viewer, @Param('accountId') accountId: string) {
    await this.follows.removeFollower(viewer, accountId);
    return { success: true };
  }

  @Get(':username/followers')
  @ApiOperation({ summary: 'People following a user, newest first, a page at a time; `q` filters on user names.' })
  @ApiSuccess(200, 'A page of followers.', { followers: [PersonJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 404)
  async followers(@CurrentViewer() viewer: Viewer, @Param('username') username: string, @Query() query: PeopleQuery) {
    const page = await this.follows.followers(viewer, username, query.q, query);
    return { success: true, data: { followers: page.items.map(personJson), next_cursor: page.next_cursor } };
  }

  @Get(':username/following')
  @ApiOperation({ summary: 'People a user follows, newest first, a page at a time; `q` filters on user names.' })
  @ApiSuccess(200, 'A page of the people followed.', { following: [PersonJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 404)
  async following(@CurrentViewer() viewer: Viewer, @Param('username') username: string, @Query() query: PeopleQuery) {
    const page = await this.follows.following(viewer, username, query.q, query);
    return { success: true, data: { following: page.items.map(personJson), next_cursor: page.next_cursor } };
  }

  @Patch('settings/basic')
  @ApiOperation({ summary: 'Change bio and gender.' })
  @ApiSuccess(200, 'Your profile, changed.', { profile: ProfileJson })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async basics(@CurrentViewer() viewer: Viewer, @Body() body: ProfileBasicsInput) {
    return { success: true, data: { profile: profileJson(await this.profiles.updateBasics(viewer, body)) } };
  }

  @Patch('settings/upload-image')
  @ApiImageUpload('profile_image', 1, undefined, { filesRequired: true })
  @ApiOperation({ summary: 'Upload a profile photo (one image file, profile_image); answers its URL in data.profile_image.' })
  @ApiSuccess(200, 'The new photo.', { profile_image: { type: 'string', description: 'URL of the new photo.' } })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async uploadImage(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { images } = await readImageUpload(request, { field: 'profile_image', maxFiles: 1, requireFiles: true });
    return { success: true, data: { profile_image: await this.profiles.setPhoto(viewer, images[0]) } };
  }

  @Patch('settings/default-image')
  @ApiOperation({ summary: 'Go back to the default profile image.' })
  @ApiResponse({ status: 200, description: 'The default image again.', schema: { type: 'object', properties: { success: { type: 'boolean', enum: [true] }, profile_image: NULL_ONLY }, required: ['success', 'profile_image'], additionalProperties: false } })
  @ApiFailures(401, 403, 429)
  async defaultImage(@CurrentViewer() viewer: Viewer) {
    await this.profiles.removePhoto(viewer);
    return { success: true, profile_image: null };
  }

  @Patch('settings/privacy')
  @ApiOperation({ summary: 'Choose whether others find your remarks, posts, events and comments in search; your own searches always do.' })
  @ApiSuccess(200, 'Your profile, changed.', { profile: ProfileJson })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async privacy(@CurrentViewer() viewer: Viewer, @Body() body: PrivacyBody) {
    return { success: true, data: { profile: profileJson(await this.profiles.setIndexable(viewer, body.indexable)) } };
  }

  @Patch('settings/theme')
  @ApiOperation({ summary: 'Save the colour theme.' })
  @ApiSuccess(200, 'The theme saved.', { theme_preference: { type: 'string' } })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async theme(@CurrentViewer() viewer: Viewer, @Body() body: ThemeBody) {
    return { success: true, data: { theme_preference: await this.profiles.setTheme(viewer, body.theme_preference) } };
  }

  @Patch('settings/language')
  @ApiOperation({ summary: 'Choose the language of Gatherly, its mails and its notifications, on every device (a code of GET /api/i18n/languages).' })
  @ApiSuccess(200, 'The language saved.', { language: { type: 'string' } })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async language(@CurrentViewer() viewer: Viewer, @Body() body: LanguageBody) {
    return { success: true, data: { language: await this.profiles.setLanguage(viewer, body.language) } };
  }
}
