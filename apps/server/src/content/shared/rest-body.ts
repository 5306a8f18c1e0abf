import { createValidationPipe } from '../../common/errors/validation-pipe';

const pipe = createValidationPipe();

/** Checks form fields (multipart) the way JSON bodies are checked, into an instance of `type`. */
export function formBody<T extends object>(type: new () => T, fields: Record<string, string>): Promise<T> {
  return pipe.transform(fields, { type: 'body', metatype: type }) as Promise<T>;
}
