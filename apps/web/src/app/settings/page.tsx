import { settingsMetadata, SettingsScreen } from "~/features/settings/components/settings-screen";

export function generateMetadata() {
  return settingsMetadata();
}

/** `/settings`: language, theme and notification preferences. */
export default function SettingsPage() {
  return <SettingsScreen />;
}
