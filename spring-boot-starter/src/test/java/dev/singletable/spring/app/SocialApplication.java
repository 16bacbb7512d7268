package dev.singletable.spring.app;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A Spring Boot application of the test records. */
@SpringBootApplication
public class SocialApplication {}
