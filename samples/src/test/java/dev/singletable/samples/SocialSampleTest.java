package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The README's sample runs end to end and prints the access patterns it promises. */
class SocialSampleTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  @Test
  void sampleDataHasACelebrityAndNoRepeatedFollow() {
    List<int[]> follows = SampleData.follows();
    assertEquals(SampleData.FOLLOWS, follows.size());
    Set<String> distinct = new HashSet<>();
    int celebrityFollowers = 0;
    for (int[] follow : follows) {
      assertTrue(follow[0] != follow[1], "nobody follows themselves");
      assertTrue(distinct.add(follow[0] + ">" + follow[1]), "follow repeated");
      celebrityFollowers += follow[1] == 1 ? 1 : 0;
    }
    assertEquals(SampleData.CELEBRITY_FOLLOWERS, celebrityFollowers);
  }

  @Test
  void samplePrintsEveryAccessPattern() throws Exception {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
    try {
      SocialSample.run(dynamo.client(), "sample-test", dynamo.requests());
    } finally {
      System.setOut(original);
    }
    String output = buffer.toString(StandardCharsets.UTF_8);
    assertTrue(output.contains("imported 2,101 users"), output);
    assertTrue(output.contains("imported 10,000 follows"), output);
    assertTrue(output.contains("recounted the 3,051 counts the import touched"), output);
    assertTrue(output.contains("following of 2,051 users (1 Query each), followers of 1,000 (4 Queries each"), output);
    assertTrue(output.contains("whom alice follows (first page of 10, one Query): bob, "), output);
    assertTrue(output.contains("  page 1: 500 followers, alice .. "), output);
    assertTrue(output.contains(" (4 Queries)\n  page 2: 500 followers"), output);
    assertTrue(output.contains("bob has 2,050 followers in 5 pages"), output);
    assertTrue(output.contains(": GSI1PK=TARGET#bob#0 "), output);
    assertTrue(output.contains(", GSI1PK=TARGET#bob#3 "), output);
    assertTrue(output.contains("does alice follow bob? yes"), output);
    assertTrue(output.contains("created = false"), output);
    assertTrue(output.contains("  bob   follows     8 users and has 2,050 followers (profile version 1)"), output);
    assertTrue(output.contains("carol follows alice: the follow and both counts in one TransactWriteItems,"
        + " created = true\n  alice follows    11 users and has    15 followers"), output);
    assertTrue(output.contains("deleted = true\n  alice follows    11 users and has    14 followers"), output);
    assertTrue(output.contains("a follow of a user who does not exist writes nothing: FollowRepository.create:"
        + " the node [User 'nobody']"), output);
    assertTrue(output.contains("  user:    alice \"User alice\", follows 11, 14 followers\n  follows: bob, "), output);
    assertTrue(output.contains("  mutes:   carol, user0007\n  more pages: no"), output);
    assertEquals(85 + 400, dynamo.requests().count("BatchWriteItem"),
        "2,101 users in slices of 250 (8 of 10 calls, one of 5), 10,000 follows, 25 a call");
    assertEquals(4, dynamo.requests().count("TransactWriteItems"), "two follows, one unfollow, one missing user");
    SocialTable table = new SocialTable(dynamo.client(), "sample-test");
    for (String id : List.of("alice", "bob", "carol", "user2100")) {
      User user = table.users().get(id, ReadConsistency.STRONG).orElseThrow();
      assertEquals(table.follows().streamFollowing(id).count(), user.following(), id + " following");
      assertEquals(table.follows().streamFollowers(id).count(), user.followers(), id + " followers");
    }
    dynamo.requests().reset();
    new SocialTable(dynamo.client(), "sample-test").createIfMissing();
    assertEquals(1, dynamo.requests().count(), "an existing table costs one DescribeTable: " + dynamo.requests());
  }
}
