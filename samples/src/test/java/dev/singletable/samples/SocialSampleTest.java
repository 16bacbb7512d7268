package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ReadConsistency;
import dev.singletable.samples.social.SocialGraph;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
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
    String output = run();
    assertTrue(output.contains("imported 2,101 users"), output);
    assertTrue(output.contains("imported 10,000 follows"), output);
    assertTrue(output.contains("BatchWriteItem calls), each with the following and followers counts of the follows"
        + " imported next\n"), output);
    assertTrue(output.contains("recounted the counts of alice and bob from the follows stored in "), output);
    assertTrue(output.contains(" (4 recounts: each counts with Select COUNT Queries, of the user's partition for"
        + " following, of GSI1's 4 shards for followers, and sets the count with an UpdateItem): they agree with"
        + " the import (alice follows 11 and has 14 followers; bob follows 8 and has 2,050 followers)\n"), output);
    assertTrue(output.contains("whom alice follows (first page of 10, one Query): bob, "), output);
    assertTrue(output.contains("bob's followers, newest first, page by page (500 a page, from index GSI1, merged from"
        + " its 4 shards in followedAt order):\n  page 1: 500 followers, user0784 .. "), output);
    assertTrue(output.contains("  followed bob in the last hour (a Range of followedAt, newest first): user0784,"
        + " user1617, "), output);
    assertTrue(output.contains(" (count: 14)\n"), output);
    assertTrue(output.contains(" (4 Queries)\n  page 2: 500 followers"), output);
    assertTrue(output.contains("bob has 2,050 followers in 5 pages"), output);
    assertTrue(output.contains(": GSI1PK=TARGET#bob#0 "), output);
    assertTrue(output.contains(", GSI1PK=TARGET#bob#3 "), output);
    assertTrue(output.contains("does alice follow bob? yes"), output);
    assertTrue(output.contains("created = false"), output);
    assertTrue(output.contains("  bob   follows     8 users and has 2,050 followers (profile version 1)"), output);
    assertTrue(output.contains("carol follows alice: the follow and both counts in one TransactWriteItems,"
        + " created = true\n  alice follows    11 users and has    15 followers"), output);
    assertTrue(output.contains("carol unfollows alice only if she followed over an hour ago (a typed condition on the"
        + " Delete of the counted transaction): not applied, nothing changed, failed on [followedAt]\ncarol unfollows"
        + " alice, counted alike: deleted = true\n  alice follows    11 users and has    14 followers"), output);
    assertTrue(output.contains("a follow of a user who does not exist writes nothing: FollowRepository.create:"
        + " the node User 'nobody' whose"), output);
    assertTrue(output.contains("  user:    alice \"User alice\", follows 11, 14 followers\n  follows: bob, "), output);
    assertTrue(output.contains("  mutes:   carol, user0007\n  more pages: no"), output);
    assertTrue(output.contains("the table's model, written by the build beside SocialTable"
        + " (SocialTable.modelDescriptor() returns the first, "), output);
    assertTrue(output.contains("/META-INF/singletable/dev.singletable.samples.social.SocialTable.json\n"), output);
    for (String export : List.of("cloudformation.json", "cloudformation.yaml", "terraform.tf", "cdk.ts",
        "SocialTableCdk.java", "workbench.json", "access-patterns.md")) {
      assertTrue(output.contains("/META-INF/singletable/dev.singletable.samples.social.SocialTable/" + export + "\n"),
          export + ": " + output);
    }
    assertEquals(85 + 400, dynamo.requests().count("BatchWriteItem"),
        "2,101 users in slices of 250 (8 of 10 calls, one of 5), 10,000 follows, 25 a call");
    assertTrue(output.contains("  committed 5 actions (the follow brought its two counter updates): create Follow"
        + " ACTOR#carol, count User ACTOR#carol, count User ACTOR#user2100, update User ACTOR#user2099, check User"
        + " ACTOR#bob\n  user2100 has 1 follower; user2099 is \"A fan of bob\" at version 2\n"), output);
    assertTrue(output.contains("cancelled, nothing written; per action, in request order:\n"
        + "  action 0 (create Follow PK=ACTOR#carol SK=TARGET#user2100): ALREADY_EXISTS\n"
        + "  action 1 (count User PK=ACTOR#carol SK=#User, for action 0): NONE\n"
        + "  action 2 (count User PK=ACTOR#user2100 SK=#User, for action 0): NONE\n"
        + "  action 3 (update User PK=ACTOR#user2099 SK=#User): VERSION_CONFLICT (stored: version 2)\n"
        + "undone in one more transaction of 4 actions: user2100 has 0 followers again\n"), output);
    assertEquals(5 + 3, dynamo.requests().count("TransactWriteItems"),
        "two follows, one conditional unfollow (not applied), one unfollow, one missing user; three composed"
        + " transactions");

    String again = run();
    assertTrue(again.contains("they agree with the import (alice follows 11 and has 14 followers; bob follows 8"
        + " and has 2,050 followers)\n"), "a second run on the same table imports the same counts again: " + again);
    assertTrue(again.contains("deleted = true\n  alice follows    11 users and has    14 followers"), again);
    assertTrue(again.contains("  user2100 has 1 follower; user2099 is \"A fan of bob\" at version 2\n"),
        "the import and the undo leave the table as the first run found it: " + again);
    SocialTable table = new SocialTable(dynamo.client(), "sample-test");
    for (String id : List.of("alice", "bob", "carol", "user2099", "user2100")) {
      User user = table.users().get(id, ReadConsistency.STRONG).orElseThrow();
      assertEquals(table.follows().following(id).stream().count(), user.following(), id + " following");
      assertEquals(table.follows().followers(id).stream().count(), user.followers(), id + " followers");
    }
    dynamo.requests().reset();
    new SocialTable(dynamo.client(), "sample-test").createIfMissing();
    assertEquals(1, dynamo.requests().count(), "an existing table costs one DescribeTable: " + dynamo.requests());
  }

  @Test
  void recountCheckFailsWhenTheStoredFollowsDisagreeWithTheImport() throws Exception {
    SocialTable table = new SocialTable(dynamo.client(), "sample-check-test");
    table.createIfMissing();
    SocialGraph graph = new SocialGraph(table.users(), table.follows(), table.mutes(), Clock.systemUTC());
    User alice = new User("alice", "User alice", 0, 0, 1);
    graph.importUsers(List.of(alice, new User("carol", "User carol", 0, 0, 1)));
    assertTrue(graph.follow("carol", "alice"), "a follow an interrupted run could leave behind");
    graph.importUsers(List.of(alice));
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> SampleData.checkByRecount(graph,
        List.of(alice), new PrintStream(printed, true, StandardCharsets.UTF_8)));
    assertEquals("The recount of alice found 0 following and 1 followers in the follows stored, but the import"
        + " gave 0 and 0: the table holds follows this import did not write (left by an interrupted run?) or"
        + " lacks some. Delete the table, or set SINGLETABLE_SAMPLE_TABLE to a new name.", e.getMessage());
    assertEquals("", printed.toString(StandardCharsets.UTF_8), "nothing claims agreement");
  }

  /** Runs the sample on the table {@code sample-test} and returns what it printed. */
  private static String run() throws InterruptedException {
    return run(dynamo, "sample-test");
  }

  /** Runs the sample on {@code tableName} of {@code dynamo}'s server and returns what it printed. */
  static String run(LocalDynamoDbExtension dynamo, String tableName) throws InterruptedException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
    try {
      SocialSample.run(dynamo.client(), tableName, dynamo.requests());
    } finally {
      System.setOut(original);
    }
    return buffer.toString(StandardCharsets.UTF_8);
  }
}
