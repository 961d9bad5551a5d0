import AsyncStorage from '@react-native-async-storage/async-storage';

export async function grantPremium(productId) {
  await AsyncStorage.setItem('premiumProduct', productId);
}
