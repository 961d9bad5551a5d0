import AsyncStorage from '@react-native-async-storage/async-storage';
import * as Keychain from 'react-native-keychain';

export async function saveSession(session) {
  // Clean: the password goes to the Keychain / Keystore.
  await Keychain.setGenericPassword(session.user, session.password);
  await AsyncStorage.setItem('theme', session.theme);
  // Deliberate: a bearer token in plain storage (off-cache-policy).
  await AsyncStorage.setItem('accessToken', session.accessToken);
}
