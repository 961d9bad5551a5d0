import React, { useEffect } from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createBottomTabNavigator } from '@react-navigation/bottom-tabs';
import notifee from '@notifee/react-native';
import { HomeScreen } from './src/screens/HomeScreen';
import { SettingsScreen } from './src/screens/SettingsScreen';
import { SignInScreen } from './src/screens/SignInScreen';
import { startSync } from './src/sync';
import { listenForPurchases } from './src/store';

const Tab = createBottomTabNavigator();

export default function App() {
  useEffect(() => {
    // Deliberate: asks before the user has done anything (perm-notify-ask).
    notifee.requestPermission();
    startSync();
    return listenForPurchases();
  }, []);

  return (
    <NavigationContainer>
      {/* Deliberate: icon-only tabs (button-tabs). */}
      <Tab.Navigator screenOptions={{ headerShown: false, tabBarShowLabel: false }}>
        <Tab.Screen name="Home" component={HomeScreen} />
        <Tab.Screen name="Settings" component={SettingsScreen} />
        <Tab.Screen name="Account" component={SignInScreen} />
      </Tab.Navigator>
    </NavigationContainer>
  );
}
