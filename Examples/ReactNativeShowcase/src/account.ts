import { Alert } from 'react-native';
import { getAvailablePurchases } from 'react-native-iap';

// Signs the person out whatever went wrong, a dropped connection included.
export async function refreshProfile(api, store) {
  try {
    await api.profile();
  } catch (e) {
    store.dispatch(logout());
  }
}

// Shows the caught error's raw text to the person.
export async function exportData(api) {
  try {
    await api.exportAll();
  } catch (e) {
    Alert.alert('Export failed', `${e}`);
  }
}

// Says the restore worked without looking at what the store returned.
export async function restorePurchases() {
  await getAvailablePurchases();
  Alert.alert('Restored', 'Your purchases have been restored.');
}

function logout() {
  return { type: 'session/logout' };
}
