import { Center, Loader } from '@mantine/core';

// No text here: it also shows while the translations themselves are loading.
export function PageLoader() {
  return (
    <Center h="100dvh" role="status" aria-busy="true">
      <Loader />
    </Center>
  );
}
