import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { personJson, profileJson } from '../profiles/profile.json';
import { SafetyService } from './safety.service';

/** Muting people, beside the other profile routes. */
@ApiTags('profile')
@ApiBearerAuth()
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

  @Get('muted')
  @ApiOperation({ summary: 'The people you muted, most recent first.' })
  async muted(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { accounts: (await this.safety.muted(viewer)).map(personJson) } };
  }
}
