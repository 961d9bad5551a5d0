import BackgroundFetch from 'react-native-background-fetch';

export function startSync() {
  // Deliberate: asks for every 5 minutes; the system allows 15 at best (bg-periodic).
  BackgroundFetch.configure(
    { minimumFetchInterval: 5, stopOnTerminate: false },
    async (taskId) => {
      await refreshFeed();
      BackgroundFetch.finish(taskId);
    },
    (taskId) => BackgroundFetch.finish(taskId),
  );
}

async function refreshFeed() {
  const response = await fetch('https://example.com/feed');
  return response.json();
}
