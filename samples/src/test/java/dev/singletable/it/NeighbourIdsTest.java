package dev.singletable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.testing.LocalDynamoDbExtension;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Ids that look alike, or contain the delimiter and escape characters, never see each other's edges. */
class NeighbourIdsTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(GraphTable::definition);

  private static final List<String> IDS = List.of(
      "bob", "bobby", "bob#x", "bob#", "#bob", "bob%23x", "bob%", "%", "#", "bob x", " bob", "bob\t",
      "bób", "ボブ", "bob😀", "bob#0", "bob#0#1", "TARGET#bob", "ACTOR#bob", "b");

  @Test
  void everyIdSeesOnlyItsOwnEdgesAndRoundTripsExactly() {
    PlainFollowRepository follows = new GraphTable(dynamo.client(), dynamo.tableName()).plainFollows();
    for (String id : IDS) {
      follows.create(new PlainFollow(id, "to:" + id, null));
      follows.create(new PlainFollow("from:" + id, id, null));
    }
    for (String id : IDS) {
      assertEquals(List.of(new PlainFollow(id, "to:" + id, null)), follows.following(id).page().items(), id);
      assertEquals(List.of(new PlainFollow("from:" + id, id, null)), follows.followers(id).page().items(), id);
      assertEquals(Optional.of(new PlainFollow(id, "to:" + id, null)), follows.get(id, "to:" + id), id);
      assertTrue(follows.exists("from:" + id, id), id);
    }
  }
}
