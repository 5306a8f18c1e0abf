import type { Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/**
 * A REST answer's model whose field names depend on a value (a kind's `remark_id`,
 * `post_comment_id`): a class named `name` with each property documented as given.
 */
export function restModel(name: string, properties: Record<string, ApiPropertyOptions>): Type<unknown> {
  const model = { [name]: class {} }[name];
  for (const [key, options] of Object.entries(properties)) ApiProperty(options)(model.prototype, key);
  return model;
}
