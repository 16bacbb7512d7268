package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A missing node is named by the id its caller gave and, apart, by its item's key, as stored. */
class MissingNodeExceptionTest {
  private static final MissingNodeException.Node READER =
      new MissingNodeException.Node("Reader", "99", "READER#0000000000000000099", "#Reader");
  private static final MissingNodeException.Node BOOK = new MissingNodeException.Node("Book",
      "0f8fad5b-d9cb-469f-a165-70867728950e", "BOOK#0f8fad5b-d9cb-469f-a165-70867728950e", "#Book");

  @Test
  void theFirstMissingNodeIsNamedByItsIdAndItsKey() {
    MissingNodeException e = new MissingNodeException("not written", List.of(READER, BOOK));
    assertEquals(List.of("Reader", "99", "READER#0000000000000000099", "#Reader"),
        List.of(e.nodeType(), e.nodeId(), e.partitionKey(), e.sortKey()));
    assertEquals(List.of(READER, BOOK), e.missing());
    assertEquals("Reader '99'", READER.toString());
  }

  @Test
  void itSerializesWithItsNodes() throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(new MissingNodeException("not written", List.of(READER, BOOK)));
    }
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      MissingNodeException read = (MissingNodeException) in.readObject();
      assertEquals(List.of(READER, BOOK), read.missing());
      assertEquals("not written", read.getMessage());
    }
  }
}
