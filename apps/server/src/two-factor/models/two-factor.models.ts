import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { TWO_FACTOR_LIMITS } from '@gatherly/schema';

@ObjectType({ description: 'Whether two-factor authentication is on, and how many recovery codes are left.' })
export class TwoFactorStatus {
  @ApiProperty()
  @Field({ description: 'Whether signing in asks for a code after the password.' })
  enabled: boolean;

  @ApiProperty({ minimum: 0, maximum: TWO_FACTOR_LIMITS.recoveryCodes })
  @Field(() => Int, { description: `Unused recovery codes, of ${TWO_FACTOR_LIMITS.recoveryCodes}; 0 while two-factor is off.` })
  recovery_codes_left: number;
}

@ObjectType({ description: 'A new authenticator secret to scan; nothing changes at sign-in until a code of it is entered.' })
export class TwoFactorSetup {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXP', description: 'The secret, base32, to type into the app when the QR code cannot be scanned. Answered this once.' })
  @Field({ description: 'The secret, base32, to type into the app when the QR code cannot be scanned. Answered this once.' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/Gatherly:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Gatherly' })
  @Field({ description: 'The otpauth:// address the QR code holds (TOTP, SHA-1, 6 digits, 30 seconds).' })
  otpauth_url: string;

  @ApiProperty({ example: 'data:image/png;base64,iVBORw0…', description: 'The QR code of otpauth_url, a PNG data URL.' })
  @Field({ description: 'The QR code of otpauth_url, a PNG data URL.' })
  qr_code: string;
}

@ObjectType({ description: 'Two-factor authentication turned on: the recovery codes, shown this once.' })
export class EnabledTwoFactor {
  @ApiProperty({ type: [String], example: ['abcd-2345'], minItems: TWO_FACTOR_LIMITS.recoveryCodes, maxItems: TWO_FACTOR_LIMITS.recoveryCodes })
  @Field(() => [String], { description: `${TWO_FACTOR_LIMITS.recoveryCodes} recovery codes, each usable once instead of a code; never shown again.` })
  recovery_codes: string[];
}
