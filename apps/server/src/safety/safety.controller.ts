import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { personJson, profileJson } from '../profiles/profile.json';
import { SafetyService } from './safety.service';
import { ApiAuth } from '../openapi/openapi-document';

/** Muting and blocking people, beside the other profile routes. */
@ApiTags('profile')
@ApiAuth()
@Controller('api/profile')
@UseGuards(AuthGuard)
export class SafetyController {
  constructor(private readonly safety: SafetyService) {}

  @Post('mute/:username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mute a user: their items and notifications leave your feed and bell; they are not told.' })
  async mute(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.mute(viewer, username)) } };
  }

  @Delete('mute/:username')
  @ApiOperation({ summary: 'Unmute a user.' })
  async unmute(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.unmute(viewer, username)) } };
  }

  @Post('block/:username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block a user: follows end both ways; they can no longer find, follow, see, engage with or message you.' })
  async block(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.block(viewer, username)) } };
  }

  @Delete('block/:username')
  @ApiOperation({ summary: 'Unblock a user.' })
  async unblock(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.unblock(viewer, username)) } };
  }

  @Get('blocked')
  @ApiOperation({ summary: 'The people you blocked, most recent first.' })
  async blocked(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { accounts: (await this.safety.blocked(viewer)).map(personJson) } };
  }

  @Get('muted')
  @ApiOperation({ summary: 'The people you muted, most recent first.' })
  async muted(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { accounts: (await this.safety.muted(viewer)).map(personJson) } };
  }
}
