import React from 'react';
import { Pressable, StyleSheet, Text, TouchableOpacity, View } from 'react-native';
import Icon from 'react-native-vector-icons/Feather';
import { BannerAd, BannerAdSize } from 'react-native-google-mobile-ads';
import { LivePulse } from '../components/LivePulse';

export function HomeScreen({ navigation }) {
  return (
    <View style={styles.screen}>
      <View style={styles.header}>
        <LivePulse />
        {/* Deliberate: an icon-only button with no label (a11y-name). */}
        <TouchableOpacity onPress={() => navigation.navigate('Search')} style={styles.headerButton}>
          <Icon name="search" size={24} />
        </TouchableOpacity>
        {/* Deliberate: 28×28 with no hitSlop (touch-floor). */}
        <Pressable onPress={() => navigation.navigate('Settings')} style={styles.small} accessibilityLabel="Settings">
          <Icon name="settings" size={20} />
        </Pressable>
      </View>
      {/* Deliberate: text that ignores the user's font size (type-scaling). */}
      <Text allowFontScaling={false} style={styles.balance}>$1,024.00</Text>
      {/* Clean: a labelled, big enough button with a scaling label. */}
      <Pressable onPress={() => navigation.navigate('Transfer')} style={styles.primary}>
        <Icon name="send" size={20} />
        <Text style={styles.primaryLabel}>Send money</Text>
      </Pressable>
      {/* Deliberate: no consent is ever read (ads-consent). */}
      <BannerAd unitId="ca-app-pub-3940256099942544/9214589741" size={BannerAdSize.BANNER} />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, padding: 16 },
  header: { flexDirection: 'row', justifyContent: 'space-between' },
  headerButton: { width: 48, height: 48, alignItems: 'center', justifyContent: 'center' },
  small: { width: 28, height: 28 },
  // Deliberate: sizes picked here rather than from a type scale (type-scale, a note per file).
  balance: { fontSize: 32, fontWeight: '700' },
  primary: { minHeight: 48, flexDirection: 'row', alignItems: 'center', paddingHorizontal: 16 },
  primaryLabel: { fontSize: 17 },
});
