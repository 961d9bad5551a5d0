import 'package:flutter_secure_storage/flutter_secure_storage.dart';
import 'package:shared_preferences/shared_preferences.dart';

class SessionStore {
  final _secure = const FlutterSecureStorage();

  Future<void> save(String authToken) async {
    final prefs = await SharedPreferences.getInstance();
    // Violation (off-cache-policy): a token in a plain preferences file.
    await prefs.setString('auth_token', authToken);
    await prefs.setBool('signed_in', true);
  }

  Future<void> saveRefresh(String refreshToken) => _secure.write(key: 'refresh_token', value: refreshToken);

  Future<void> clear() => _secure.deleteAll();
}

Future<String> signIn(String email, String password) async => 'token';

/// Sends the day's notes to the server.
Future<void> uploadNotes(Future<void> Function() upload, Future<void> Function() signOut) async {
  try {
    await upload();
  } catch (error) {
    // Violation (auth-signout): any failure, a dropped connection included, signs the user out.
    await signOut();
  }
}

Future<String> signInWithGoogle() async => 'token';
