import { ComingSoon } from '../../ui/ComingSoon';

export function EditProfilePage() {
  return (
    <>
      <title>Edit profile · Gatherly</title>
      <ComingSoon title="Edit profile">Change your photo, bio and gender here.</ComingSoon>
    </>
  );
}

export function ThemeSettingsPage() {
  return (
    <>
      <title>Theme · Gatherly</title>
      <ComingSoon title="Theme Preference">Choose one of nine colour themes; it applies at once.</ComingSoon>
    </>
  );
}
