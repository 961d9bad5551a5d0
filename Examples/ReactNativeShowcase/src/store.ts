import { purchaseUpdatedListener } from 'react-native-iap';
import { grantPremium } from './premium';

export function listenForPurchases() {
  // Deliberate: the purchase is delivered but never finished (pay-outcome).
  const subscription = purchaseUpdatedListener(async (purchase) => {
    if (purchase.transactionReceipt) {
      await grantPremium(purchase.productId);
    }
  });
  return () => subscription.remove();
}
