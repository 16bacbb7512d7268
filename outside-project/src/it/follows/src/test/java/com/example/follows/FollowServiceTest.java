package com.example.follows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The service on the generated code, against the local DynamoDB from singletable-testing. */
class FollowServiceTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(SocialTable::definition);

  private static final Instant NOW = Instant.parse("2024-01-02T03:04:05Z");

  private FollowService service;

  @BeforeEach
  void setUp() {
    SocialTable social = new SocialTable(dynamo.client(), dynamo.tableName());
    service = new FollowService(social, Clock.fixed(NOW, ZoneOffset.UTC));
  }

  @Test
  void followsOnceAndReadsTheFollowBack() {
    assertTrue(service.follow("alice", "bob"));
    assertFalse(service.follow("alice", "bob"));
    assertEquals(Optional.of(new Follow("alice", "bob", NOW)), service.find("alice", "bob"));
    assertEquals(Optional.empty(), service.find("bob", "alice"));
  }

  @Test
  void listsFromBothEnds() {
    service.follow("alice", "carol");
    service.follow("alice", "bob");
    service.follow("dave", "bob");
    assertEquals(List.of("bob", "carol"), service.following("alice"));
    assertEquals(List.of("alice", "dave"), service.followers("bob"));
    assertEquals(List.of(), service.following("bob"));
  }

  @Test
  void createIfMissingMakesATableTheServiceCanUse() {
    SocialTable social = new SocialTable(dynamo.client(), "made-by-create-if-missing");
    social.createIfMissing();
    FollowService onNewTable = new FollowService(social, Clock.fixed(NOW, ZoneOffset.UTC));
    assertTrue(onNewTable.follow("erin", "frank"));
    assertEquals(List.of("frank"), onNewTable.following("erin"));
  }
}
