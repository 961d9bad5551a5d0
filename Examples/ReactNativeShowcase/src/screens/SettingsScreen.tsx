import React from 'react';
import { Pressable, Switch, Text, View } from 'react-native';
import notifee from '@notifee/react-native';
import { saveSession } from '../storage/session';
import { exportData, restorePurchases } from '../account';

export function SettingsScreen({ api }) {
  const [reminders, setReminders] = React.useState(false);

  // Clean: asks when the user turns reminders on.
  const onToggleReminders = async (value) => {
    if (value) await notifee.requestPermission();
    setReminders(value);
  };

  return (
    <View>
      <Text>Daily reminders</Text>
      <Switch value={reminders} onValueChange={onToggleReminders} accessibilityLabel="Daily reminders" />
      <Pressable onPress={() => saveSession({ theme: 'dark' })}>
        <Text>Save</Text>
      </Pressable>
      <Pressable onPress={restorePurchases}>
        <Text>Restore purchases</Text>
      </Pressable>
      <Pressable onPress={() => exportData(api)}>
        <Text>Export my data</Text>
      </Pressable>
    </View>
  );
}
