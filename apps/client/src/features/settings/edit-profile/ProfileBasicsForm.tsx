import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIMITS, validateProfileBasics } from '@gatherly/schema';
import type { ProfileBasicsForm_ProfileFragment } from './ProfileBasicsForm.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { say, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { genderState, isIncomplete, storedGender, type GenderState } from './gender';
import { GenderField } from './GenderField';
import { NO_PROBLEMS, sortProblems, type ProfileProblems } from './profile-problems';
import { useUpdateProfile } from './use-update-profile';

/**
 * Bio and gender (spec §2). Submit is enabled only when one of them differs from the saved value,
 * and not while Custom is chosen with no text (spec §5). Refusals sit at their field.
 */
export function ProfileBasicsForm({ profile }: { profile: ProfileBasicsForm_ProfileFragment }) {
  const ids = useId();
  const bioId = `${ids}-bio`;
  const bioErrorId = `${ids}-bio-error`;
  const genderId = (custom: boolean) => `${ids}-gender${custom ? '-custom' : ''}`;

  const [bio, setBio] = useState(profile.bio);
  const [gender, setGender] = useState<GenderState>(() => genderState(profile.gender));
  const [problems, setProblems] = useState<ProfileProblems>(NO_PROBLEMS);
  const [saved, setSaved] = useState(false);
  const { update, pending } = useUpdateProfile();
  const t = useT();

  const input = { bio: bio.trim(), gender: storedGender(gender) };
  const changed = input.bio !== profile.bio || input.gender !== profile.gender;
  const canSubmit = changed && !isIncomplete(gender) && !pending;

  // Focus goes to the first refused field once it is shown and the fieldset is enabled again.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null || pending) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function refuse(messages: readonly string[]) {
    const sorted = sortProblems(messages);
    setProblems(sorted);
    focusNext.current = sorted.bio ? bioId : sorted.gender ? genderId(gender.choice === 'custom') : null;
  }

  const edited = () => {
    setProblems(NO_PROBLEMS);
    setSaved(false);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const refused = validateProfileBasics(input);
    if (refused.length > 0) {
      refuse(refused.map(say));
      return;
    }
    try {
      const saved = await update(input);
      setBio(saved.bio);
      setGender(genderState(saved.gender));
      setSaved(true);
    } catch (error) {
      console.error('Update profile failed', error);
      refuse(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={t('settings.basics.formLabel')}>
      <fieldset className="settings-form__fields" disabled={pending}>
        <div className="settings-form__bio">
          <TextArea
            id={bioId}
            label={t('settings.basics.bio')}
            placeholder={t('settings.basics.bioPlaceholder')}
            maxLength={LIMITS.bioLength}
            counter
            value={bio}
            onChange={(event) => {
              setBio(event.target.value);
              edited();
            }}
            aria-invalid={problems.bio ? true : undefined}
            aria-describedby={problems.bio ? `${bioId}-counter ${bioErrorId}` : `${bioId}-counter`}
          />
          {problems.bio ? (
            <p className="settings-form__error" id={bioErrorId}>
              {problems.bio}
            </p>
          ) : null}
        </div>
        <GenderField
          value={gender}
          onChange={(next) => {
            setGender(next);
            edited();
          }}
          error={problems.gender}
          controlId={genderId}
        />
        <Alert tone="error" messages={problems.other} />
        <div className="settings-form__actions">
          <Button type="submit" disabled={!canSubmit} aria-busy={pending}>
            {t('settings.basics.submit')}
          </Button>
        </div>
      </fieldset>
      <p className={saved ? 'alert alert--success' : 'visually-hidden'} role="status">
        {saved ? t('settings.basics.updated') : ''}
      </p>
    </form>
  );
}
