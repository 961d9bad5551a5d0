import 'package:flutter/material.dart';

import '../l10n.dart';

class TrailMarker extends StatefulWidget {
  const TrailMarker({super.key, required this.name});
  final String name;

  @override
  State<TrailMarker> createState() => _TrailMarkerState();
}

class _TrailMarkerState extends State<TrailMarker> with SingleTickerProviderStateMixin {
  // Violation (motion-reduced): grows and shrinks forever, whatever the reduce motion setting.
  late final AnimationController _pulse = AnimationController(vsync: this, duration: const Duration(seconds: 1))..repeat(reverse: true);

  @override
  Widget build(BuildContext context) {
    return Row(children: [
      // Violation (type-scale): a size picked here, not a role from the theme.
      ScaleTransition(scale: Tween<double>(begin: 0.9, end: 1.1).animate(_pulse), child: Text(widget.name, style: const TextStyle(fontSize: 15))),
      // Violation (touch-floor): a 32×32dp tap target.
      GestureDetector(
        onTap: _bookmark,
        child: const SizedBox(width: 32, height: 32, child: Icon(Icons.bookmark_border, size: 20)),
      ),
      GestureDetector(
        onTap: _share,
        child: SizedBox(width: 48, height: 48, child: Icon(Icons.share, semanticLabel: context.l10n.share)),
      ),
      // Violation (touch-destructive): one tap deletes the hike, with no confirmation and no undo.
      IconButton(icon: const Icon(Icons.delete_outline), tooltip: context.l10n.deleteHike, onPressed: () => HikeLog.instance.deleteHike(widget.name)),
    ]);
  }

  void _bookmark() {}
  void _share() {}

  @override
  void dispose() {
    _pulse.dispose();
    super.dispose();
  }
}
