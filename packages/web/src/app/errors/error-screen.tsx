import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';

type ErrorScreenProps = {
  title: string;
  text: string;
  reloadLabel: string;
  homeLabel: string;
};

// Plain links and location.reload: after an error the router itself may be unusable.
export function ErrorScreen({ title, text, reloadLabel, homeLabel }: ErrorScreenProps) {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{reloadLabel}</Button>
          <Button component="a" href="/" variant="default">
            {homeLabel}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
