import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { PUSH_LIMITS } from '@gatherly/schema';
import { textOf } from '../openapi/field-schemas';

@ObjectType({ description: "A device's push subscription: where its pushes go (never its keys)." })
export class PushSubscription {
  @ApiProperty({ format: 'uuid', description: 'Its id, to turn push off for the device.' })
  @Field(() => ID, { description: 'Its id, to turn push off for the device with unsubscribePush.' })
  subscription_id: string;

  @ApiProperty({ format: 'uri', maxLength: PUSH_LIMITS.endpointMaxLength, description: "The push service's URL for the device; the app tells its own device by it (PushManager.getSubscription)." })
  @Field({ description: "The push service's URL for the device; the app tells its own device by it (PushManager.getSubscription)." })
  endpoint: string;

  @ApiProperty({ type: String, nullable: true, maxLength: PUSH_LIMITS.deviceNameMaxLength, description: 'How the device named itself, if it did ("Chrome on Android").' })
  @Field(() => String, { nullable: true, description: 'How the device named itself, if it did ("Chrome on Android").' })
  device_name: string | null;

  @ApiProperty({ description: 'When push was turned on for the device.' })
  @Field({ description: 'When push was turned on for the device.' })
  created_at: Date;
}

/** Keys as a browser gives them, for the API's examples. */
const EXAMPLE_KEYS = { p256dh: 'BFtBwRF-nFdJBCKj_hGiFClYh8e-Ay0qhhDfy3YGf7yqczBgChi-YIA-1wlthqXjXk0G5-k3afai0ztqE5TD2dg', auth: 'DJmgwO3BdP71zpBBOiUMRw' };

@InputType({ description: "The keys of a device's subscription, as PushSubscription.toJSON() gives them." })
export class PushKeysInput {
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{87}$', example: EXAMPLE_KEYS.p256dh, description: "The device's P-256 public key: 65 bytes, base64url." })
  @Field({ description: "The device's P-256 public key: 65 bytes, base64url." })
  @Allow()
  p256dh: string;

  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{22}$', example: EXAMPLE_KEYS.auth, description: "The device's authentication secret: 16 bytes, base64url." })
  @Field({ description: "The device's authentication secret: 16 bytes, base64url." })
  @Allow()
  auth: string;
}

@InputType({ description: "A device's push subscription, as its browser made it (PushManager.subscribe with the server's VAPID public key)." })
export class SubscribePushInput {
  @ApiProperty({
    format: 'uri',
    pattern: '^https://',
    maxLength: PUSH_LIMITS.endpointMaxLength,
    example: 'https://push.example.com/send/d8f2a1c4',
    description: "The push service's URL for the device (https).",
  })
  @Field({ description: "The push service's URL for the device (https)." })
  @Allow()
  endpoint: string;

  @ApiProperty({ type: PushKeysInput, example: EXAMPLE_KEYS, description: "The device's keys, which its pushes are encrypted for." })
  @Field(() => PushKeysInput, { description: "The device's keys, which its pushes are encrypted for." })
  @Allow()
  keys: PushKeysInput;

  @ApiPropertyOptional({ ...textOf(PUSH_LIMITS.deviceNameMaxLength), nullable: true, description: 'How to name the device in the list ("Chrome on Android"); none: unnamed.' })
  @Field(() => String, { nullable: true, description: 'How to name the device in the list ("Chrome on Android"); none: unnamed.' })
  @IsOptional()
  @IsString()
  device_name?: string | null;
}
