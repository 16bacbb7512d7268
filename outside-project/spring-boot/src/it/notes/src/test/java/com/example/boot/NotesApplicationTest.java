package com.example.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.spring.test.WithLocalDynamoDb;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The application on the local DynamoDB; the starter creates the table at start-up. */
@SpringBootTest
@WithLocalDynamoDb
class NotesApplicationTest {
  @Autowired
  NotesTable notes;

  @Autowired
  NoteRepository repository;

  @Test
  void theRepositoryBeanReadsWhatItWrote() {
    assertTrue(repository.create(new Note("n1", "hello")));
    assertEquals(Optional.of(new Note("n1", "hello")), repository.get("n1"));
    assertEquals("Notes", notes.tableName());
  }
}
