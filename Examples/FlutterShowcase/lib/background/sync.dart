import 'package:permission_handler/permission_handler.dart';
import 'package:workmanager/workmanager.dart';

Future<void> scheduleTrailSync() async {
  // Violation (bg-periodic): WorkManager raises this to 15 minutes.
  await Workmanager().registerPeriodicTask('trail-sync', 'syncTrails', frequency: const Duration(minutes: 5));
  // Violation (bg-exemption): Play allows this prompt only for qualifying apps.
  await Permission.ignoreBatteryOptimizations.request();
}
