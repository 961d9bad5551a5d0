import 'package:http/http.dart' as http;

/// The shared trail list, from the sync server.
Future<String> fetchSharedTrails(Uri server) async {
  // Violation (net-timeout): a server that stops answering leaves this waiting forever.
  final response = await http.get(server.resolve('/trails'));
  return response.body;
}
