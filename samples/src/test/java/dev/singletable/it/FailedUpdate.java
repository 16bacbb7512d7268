package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.testing.LocalDynamoDbExtension;
import org.junit.jupiter.api.function.Executable;

/** A typed update whose condition fails: it throws {@code expected} and costs one UpdateItem, no read. */
final class FailedUpdate {
  private FailedUpdate() {}

  static <T extends Throwable> T costsOneRequest(LocalDynamoDbExtension dynamo, Class<T> expected,
      Executable update) {
    dynamo.requests().reset();
    T thrown = assertThrows(expected, update);
    assertEquals(1, dynamo.requests().count(), "one UpdateItem, no read to explain it: " + dynamo.requests());
    assertEquals(1, dynamo.requests().count("UpdateItem"));
    return thrown;
  }
}
