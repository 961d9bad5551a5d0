import React, { useEffect, useRef } from 'react';
import { Animated } from 'react-native';

export function LivePulse() {
  const scale = useRef(new Animated.Value(1)).current;
  useEffect(() => {
    // Deliberate: loops forever and never reads Reduce Motion (motion-reduced).
    Animated.loop(
      Animated.sequence([
        Animated.timing(scale, { toValue: 1.3, duration: 500, useNativeDriver: true }),
        Animated.timing(scale, { toValue: 1, duration: 500, useNativeDriver: true }),
      ]),
    ).start();
  }, [scale]);
  return <Animated.View style={{ width: 12, height: 12, borderRadius: 6, transform: [{ scale }] }} />;
}
