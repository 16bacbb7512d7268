package dev.singletable.spring.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.spring.model.SocialTable;
import dev.singletable.spring.test.WithLocalDynamoDb;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The whole application on the local DynamoDB ({@code @WithLocalDynamoDb}), tables created at start-up by the test support. */
@SpringBootTest(properties = "singletable.table-suffix=-app")
@WithLocalDynamoDb
class SocialApplicationTest {
  @Autowired
  FollowService service;

  @Autowired
  SocialTable social;

  @Test
  void theServiceReadsWhatItWrote() {
    service.follow("ann", "bob");
    service.follow("ann", "cid");
    assertThat(service.following("ann")).containsExactly("bob", "cid");
    assertThat(social.tableName()).isEqualTo("Social-app");
  }
}
